import { closeSync, fsync, openSync } from 'node:fs';

/**
 * fsync of the database's WAL file, shared (group commit): `durable()` resolves once everything committed
 * before the call is on disk. One fsync runs at a time; the calls made while it runs share the next one.
 * A failed fsync fails every later call too: what was committed may or may not be on disk, so no answer
 * may claim it is.
 */
export class WalSync {
  private fd: number | null = null;
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  private failure: Error | null = null;

  constructor(private readonly file: string) {}

  durable(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (!this.running) return (this.running = this.sync());
    // The running fsync may have started before this caller's commit: wait for the one after it.
    this.next ??= this.running.then(
      () => this.startNext(),
      () => this.startNext(),
    );
    return this.next;
  }

  private startNext(): Promise<void> {
    this.next = null;
    return (this.running = this.sync());
  }

  private sync(): Promise<void> {
    // The WAL exists from the database's first write on (WAL mode) and stays while the database is open.
    try {
      this.fd ??= openSync(this.file, 'r');
    } catch (error) {
      this.running = null;
      // No WAL yet: nothing was ever committed.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return Promise.resolve();
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    const fd = this.fd;
    return new Promise<void>((resolve, reject) =>
      fsync(fd, (error) => {
        if (this.running && !this.next) this.running = null;
        if (error) {
          this.failure = error;
          reject(error);
        } else resolve();
      }),
    );
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}
