import { toShanghaiDate } from '@/shared/time';

/**
 * The browser never decides a cut-off from its own clock (DESIGN.md, the trading domain): it learns the
 * server's time once, keeps the difference, and adds it to its own monotonic-enough Date.now() after that.
 */

/**
 * Offset (ms) to add to the browser's clock to get the server's. The server's time is taken to be read at
 * the middle of the round trip, which halves the error a slow answer would add.
 */
export function serverClockOffset(
  serverTime: Date | number | string,
  sentAt: number,
  receivedAt: number = sentAt,
): number | undefined {
  const server = toShanghaiDate(serverTime);
  if (!server) return undefined;
  const midpoint = sentAt + Math.max(0, receivedAt - sentAt) / 2;
  return server.getTime() - midpoint;
}

/** The server's present moment, given the offset and the browser's clock. */
export function serverNow(offsetMs: number, browserNow: number = Date.now()): Date {
  return new Date(browserNow + offsetMs);
}
