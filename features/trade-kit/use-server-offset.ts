import { useEffect, useState } from 'react';

import { useLazyFetchDateTimeStatusQuery } from '@/api/order/endpoints';

import { serverClockOffset } from './server-clock';

/**
 * Asks the back office for its clock once (GET /v1/order/dateTimeStatus, quietly) and keeps the offset;
 * undefined until it answers, and after a failure (no countdown rather than the browser's clock).
 */
export function useServerOffset(): number | undefined {
  const [fetchDateTimeStatus] = useLazyFetchDateTimeStatusQuery();
  const [offset, setOffset] = useState<number>();
  useEffect(() => {
    let live = true;
    const sentAt = Date.now();
    void fetchDateTimeStatus({ silent: true }).then((answer) => {
      if (live && answer.data) setOffset(serverClockOffset(answer.data.timestamp, sentAt, Date.now()));
    });
    return () => {
      live = false;
    };
  }, [fetchDateTimeStatus]);
  return offset;
}
