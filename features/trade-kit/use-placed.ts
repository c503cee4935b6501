import { useEffect } from 'react';

import type { SubmissionState } from './submission';

/** The result of a placed submission (undefined until then), handed to `onPlaced` when it arrives. */
export function usePlaced<R>(
  state: SubmissionState<unknown, R>,
  onPlaced?: (result: R) => void,
): R | undefined {
  const placed = state.phase === 'placed' ? state.result : undefined;
  useEffect(() => {
    if (placed) onPlaced?.(placed);
  }, [placed, onPlaced]);
  return placed;
}
