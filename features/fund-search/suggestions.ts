import type { Outcome } from '@/api/core/outcome';
import type { FundSearchItem } from '@/api/fund/contract';
import { hasSearchableText, matchesSearch } from '@/shared/validation';

export type SuggestionState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; items: readonly FundSearchItem[] }
  | { status: 'error'; message?: string };

/** Spec §5: text without a letter, digit or Chinese character asks nothing and suggests nothing. */
export function shouldSearch(query: string): boolean {
  return hasSearchableText(query);
}

/**
 * What an answer for `query` shows: only the funds matching it on code or name (case-insensitively), a
 * failure with its message, and nothing at all for a failure that must stay silent (403000).
 */
export function suggestionsFor(query: string, outcome: Outcome<readonly FundSearchItem[]>): SuggestionState {
  if (outcome.ok)
    return { status: 'done', items: outcome.value.filter((item) => matchesSearch(query, item)) };
  if (outcome.silent) return { status: 'idle' };
  return { status: 'error', message: outcome.message };
}
