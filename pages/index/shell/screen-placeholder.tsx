import { useState } from 'react';

/**
 * True from the first render at which `settled` held: a screen draws its parts together once their first
 * answers are in (or failed), and stays drawn when one of them is asked again later.
 */
export function useSettledOnce(settled: boolean): boolean {
  const [drawn, setDrawn] = useState(settled);
  if (settled && !drawn) setDrawn(true);
  return drawn || settled;
}

/**
 * A screen's place while its first answers come: a card about as high as what it will show, so that nothing
 * on the screen moves when the content replaces it.
 */
export function ScreenPlaceholder({ className }: { className: string }) {
  // className gives the height (and, for a screen of cards, the card).
  return (
    <div className={className} aria-busy="true">
      <p role="status">正在加载…</p>
    </div>
  );
}
