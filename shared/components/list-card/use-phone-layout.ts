import { useSyncExternalStore } from 'react';

/** The phone layout's width, the same as the CSS's `@media (max-width: 600px)`. */
export const PHONE_MAX_WIDTH = 600;
const QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
const isPhone = () =>
  typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(QUERY).matches;
// The prerendered page and the first (hydrating) render are the desktop's; a phone redraws right after.
const onServer = () => false;

/** Whether the screen is a phone's (≤ 600 px): lists then draw each row as a card instead of a table row. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, onServer);
}
