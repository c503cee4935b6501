export { FundSearch, type FundSearchProps } from './fund-search';
export {
  FundSearchView,
  FUND_SEARCH_DEBOUNCE_MS,
  FUND_SEARCH_FAILED,
  FUND_SEARCH_PLACEHOLDER,
  type FundSearchViewProps,
} from './fund-search-view';
export { useFundSuggestions, type FundSearchCall } from './use-fund-suggestions';
export { shouldSearch, suggestionsFor, type SuggestionState } from './suggestions';
