import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left of a reading countdown that starts when the dialog opens (the document is on screen);
 * `onDone` fires once at zero. A new `key` (another document) starts it again.
 */
export function useReadingCountdown(seconds: number, key: string, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) {
      done.current();
      return undefined;
    }
    const startedAt = Date.now();
    const timer = setInterval(() => {
      // Counted from the start, not by ticks: a slow tab does not stretch the reading time.
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        done.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, key]);
  return left;
}
