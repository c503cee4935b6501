import { useEffect, useState } from 'react';

import { serverNow } from './server-clock';

/**
 * The server's present moment, refreshed every second while mounted; undefined until the offset to the
 * server clock is known (the page then shows no countdown rather than one from the browser's clock).
 */
export function useServerNow(offsetMs: number | undefined, everyMs = 1000): Date | undefined {
  const [now, setNow] = useState(() => (offsetMs === undefined ? undefined : serverNow(offsetMs)));
  useEffect(() => {
    if (offsetMs === undefined) {
      setNow(undefined);
      return undefined;
    }
    setNow(serverNow(offsetMs));
    const timer = window.setInterval(() => setNow(serverNow(offsetMs)), everyMs);
    return () => window.clearInterval(timer);
  }, [offsetMs, everyMs]);
  return now;
}
