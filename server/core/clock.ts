/** The one source of time in the back office; tests and `POST /__dev/clock` move it forward. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  advance(seconds: number): void;
  /** Undoes every advance: only with every row put back as well (`POST /__dev/state/restore`). */
  reset(): void;
}

export function createClock(start: () => number = Date.now): Clock {
  let offsetMs = 0;
  return {
    now: () => start() + offsetMs,
    advance(seconds) {
      offsetMs += seconds * 1000;
    },
    reset() {
      offsetMs = 0;
    },
  };
}
