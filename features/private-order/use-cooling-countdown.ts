import { useEffect, useLayoutEffect, useRef, useState } from 'react';

import { countdownTo } from '@/features/trade-kit';

/**
 * What is left of the cooling-off as the back office counted it (`secondsLeft` when it answered), ticking
 * each second on the browser's clock only as elapsed time: the server decides when the cooling-off ends.
 * `onOver` fires once when it reaches zero (the screen asks the back office again).
 */
export function useCoolingCountdown(secondsLeft: number | undefined, answeredAt: number, onOver: () => void) {
  const [now, setNow] = useState(() => Date.now());
  const over = useRef(onOver);
  useLayoutEffect(() => {
    over.current = onOver;
  });
  const target = secondsLeft === undefined ? undefined : answeredAt + secondsLeft * 1000;
  useEffect(() => {
    if (target === undefined || secondsLeft === 0) return undefined;
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= target) {
        clearInterval(timer);
        over.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [target, secondsLeft]);
  return target === undefined
    ? undefined
    : countdownTo(new Date(target), new Date(Math.max(now, answeredAt)));
}
