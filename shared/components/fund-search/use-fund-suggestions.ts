import { useEffect, useRef, useState } from 'react';

import { hasSearchableText, matchesSearch } from '@/shared/validation';

export interface FundSuggestion {
  code: string;
  name: string;
}

export type FundSearchOutcome =
  { ok: true; items: readonly FundSuggestion[] } | { ok: false; message?: string };

export type SuggestionState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; items: readonly FundSuggestion[] }
  | { status: 'error'; message?: string };

/**
 * Debounced suggestions for `text`. Text without a letter, digit or Chinese character asks nothing and
 * suggests nothing (spec §5); an answer to an older text is dropped; what comes back is kept only when it
 * matches on code or name, case-insensitively.
 */
export function useFundSuggestions(
  text: string,
  search: (text: string) => Promise<FundSearchOutcome>,
  debounceMs: number,
): SuggestionState {
  const [state, setState] = useState<SuggestionState>({ status: 'idle' });
  const latest = useRef(0);
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    const query = text.trim();
    const ticket = ++latest.current;
    if (!hasSearchableText(query)) {
      setState({ status: 'idle' });
      return undefined;
    }
    const timer = window.setTimeout(() => {
      setState({ status: 'loading' });
      searchRef.current(query).then(
        (outcome) => {
          if (ticket !== latest.current) return;
          setState(
            outcome.ok
              ? { status: 'done', items: outcome.items.filter((item) => matchesSearch(query, item)) }
              : { status: 'error', message: outcome.message },
          );
        },
        () => ticket === latest.current && setState({ status: 'error' }),
      );
    }, debounceMs);
    return () => window.clearTimeout(timer);
  }, [text, debounceMs]);

  return state;
}
