export {
  FundSearch,
  FUND_SEARCH_DEBOUNCE_MS,
  FUND_SEARCH_FAILED,
  FUND_SEARCH_PLACEHOLDER,
  type FundSearchProps,
} from './fund-search';
export { useFundSuggestions, type FundSearchOutcome, type FundSuggestion } from './use-fund-suggestions';
