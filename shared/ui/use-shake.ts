import { useCallback, useEffect, useRef, useState } from 'react';

import { SHAKE_MS } from '@/shared/config/constants';

/**
 * The 800 ms shake of a refused action (spec §5, §9; the keyframes `gz-shake` are in theme.css): `shake()`
 * starts it again from the beginning; `shaking` is true while it runs (the element gets `is-shaking`).
 * Reduced motion and 长辈模式 draw no animation; the message beside it says the same.
 */
export function useShake(): [shaking: boolean, shake: () => void] {
  const [shaking, setShaking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const shake = useCallback(() => {
    clearTimeout(timer.current);
    setShaking(true);
    timer.current = setTimeout(() => setShaking(false), SHAKE_MS);
  }, []);
  return [shaking, shake];
}
