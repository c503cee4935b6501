import { useCallback, useEffect, useRef } from 'react';

import { makeIdempotencyKey } from '@/features/trade-kit';

/**
 * One Idempotency-Key per opening of a change dialog (a cancel, a dividend change): every try within it
 * sends the same key, so a retry after a lost answer replays the first result instead of acting twice. The
 * back office binds a key only to an accepted change and leaves the password out of the comparison.
 */
export function useIntentKey(open: boolean): () => string {
  const key = useRef<string | null>(null);
  useEffect(() => {
    key.current = open ? makeIdempotencyKey() : null;
  }, [open]);
  return useCallback(() => (key.current ??= makeIdempotencyKey()), []);
}
