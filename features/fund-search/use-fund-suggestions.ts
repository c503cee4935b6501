import { useEffect, useRef, useState } from 'react';

import type { Outcome } from '@/api/core/outcome';
import type { FundSearchItem } from '@/api/fund/contract';

import { shouldSearch, suggestionsFor, type SuggestionState } from './suggestions';

export type FundSearchCall = (text: string) => Promise<Outcome<readonly FundSearchItem[]>>;

/** Debounced suggestions for `text` (the rules: suggestions.ts); an answer to an older text is dropped. */
export function useFundSuggestions(
  text: string,
  search: FundSearchCall,
  debounceMs: number,
): SuggestionState {
  const [state, setState] = useState<SuggestionState>({ status: 'idle' });
  const latest = useRef(0);
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    const query = text.trim();
    const ticket = ++latest.current;
    if (!shouldSearch(query)) {
      setState({ status: 'idle' });
      return undefined;
    }
    const timer = window.setTimeout(() => {
      setState({ status: 'loading' });
      searchRef.current(query).then(
        (outcome) => ticket === latest.current && setState(suggestionsFor(query, outcome)),
        () => ticket === latest.current && setState({ status: 'error' }),
      );
    }, debounceMs);
    return () => window.clearTimeout(timer);
  }, [text, debounceMs]);

  return state;
}
