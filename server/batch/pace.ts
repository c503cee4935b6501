/**
 * Where the batch may pause: before an order, once the orders taken since it last resumed are `chunk`, or
 * have run `sliceMs` (never with the defaults). The scheduler (scheduler.ts) lets the requests that
 * came meanwhile run at each pause, then resumes it.
 */
export class Pace {
  /** Orders taken so far (the one about to be confirmed included). */
  orders = 0;
  private inSlice = 0;
  private sliceStart = performance.now();

  constructor(
    readonly chunk = Infinity,
    readonly sliceMs = Infinity,
  ) {}

  /** The batch goes on now: a new slice of time starts. */
  resume(): void {
    this.sliceStart = performance.now();
  }

  pauseNow(): boolean {
    this.orders += 1;
    const full = this.inSlice >= this.chunk || performance.now() - this.sliceStart >= this.sliceMs;
    if (this.inSlice > 0 && full) {
      // This order is the first of the next slice, confirmed once the batch resumes.
      this.inSlice = 1;
      return true;
    }
    this.inSlice += 1;
    return false;
  }
}
