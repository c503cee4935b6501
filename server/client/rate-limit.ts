/**
 * Calls per key (a client address) within a sliding window, kept in memory: a restart forgets them, which
 * is fine for throttling error reports.
 */
export function rateLimiter(limit: number, windowMs: number): (key: string, now: number) => boolean {
  const calls = new Map<string, number[]>();
  return (key, now) => {
    const recent = (calls.get(key) ?? []).filter((at) => now - at < windowMs);
    if (recent.length >= limit) return false;
    // Forget quiet keys now and then so the map stays small.
    if (calls.size > 1000) {
      for (const [other, times] of calls) if (times.every((at) => now - at >= windowMs)) calls.delete(other);
    }
    calls.set(key, [...recent, now]);
    return true;
  };
}
