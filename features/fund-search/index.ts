export { FundSearch } from './fund-search';
export { FundSearchView } from './fund-search-view';
