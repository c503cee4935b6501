import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A callback whose identity never changes but which always calls the latest `fn`. shared/ui's Dialog
 * re-runs its focus trap whenever onClose changes identity (moving focus back to the first control), so
 * an inline `onClose={() => …}` would pull focus out of the field being typed in on every render.
 */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
