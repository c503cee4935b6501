import {
  closeSync,
  existsSync,
  fstatSync,
  fsync,
  fsyncSync,
  ftruncateSync,
  openSync,
  readFileSync,
  writeSync,
} from 'node:fs';
import { crc32 } from 'node:zlib';

import type { SqlValue } from 'sql.js';

/** One statement of a committed transaction: run (one statement with parameters) or exec (a script). */
export type JournalOp = ['r', string, JournalValue[]] | ['e', string];
type JournalValue = string | number | null | { b: string };
export interface JournalRecord {
  seq: number;
  ops: JournalOp[];
}

/** 4-byte length, 4-byte CRC-32 of the payload, the payload (JSON). */
const HEAD = 8;

export const encodeValue = (value: SqlValue): JournalValue =>
  value instanceof Uint8Array ? { b: Buffer.from(value).toString('base64') } : value;
export const decodeValue = (value: JournalValue): SqlValue =>
  value !== null && typeof value === 'object' ? new Uint8Array(Buffer.from(value.b, 'base64')) : value;

/**
 * Reads the records of a journal file up to the first incomplete or damaged one (the tail of a write that
 * a crash cut short: never acknowledged, since an answer waits for the fsync) and cuts that tail off.
 */
export function readJournal(file: string): JournalRecord[] {
  if (!existsSync(file)) return [];
  const bytes = readFileSync(file);
  const records: JournalRecord[] = [];
  let offset = 0;
  while (offset + HEAD <= bytes.length) {
    const length = bytes.readUInt32LE(offset);
    const end = offset + HEAD + length;
    if (end > bytes.length) break;
    const payload = bytes.subarray(offset + HEAD, end);
    if (crc32(payload) !== bytes.readUInt32LE(offset + 4)) break;
    records.push(JSON.parse(payload.toString('utf8')) as JournalRecord);
    offset = end;
  }
  if (offset < bytes.length) {
    const fd = openSync(file, 'r+');
    try {
      ftruncateSync(fd, offset);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }
  return records;
}

/**
 * The append side. `append` writes a record with one write(2) (in the page cache: it survives a crash of
 * the process at once); `durable()` resolves once everything appended so far is fsync'd. One fsync runs at a
 * time and covers every record appended before it started (group commit): concurrent requests share it.
 */
export class JournalWriter {
  private readonly fd: number;
  private written = 0;
  private synced = 0;
  private syncing = false;
  private waiters: Array<{ upTo: number; resolve: () => void; reject: (error: Error) => void }> = [];
  private failure: Error | null = null;

  constructor(readonly file: string) {
    this.fd = openSync(file, 'a', 0o600);
  }

  get size(): number {
    return fstatSync(this.fd).size;
  }

  /** Writes one record; throws (and writes nothing usable) when the disk refuses it. */
  append(record: JournalRecord): void {
    if (this.failure) throw this.failure;
    const payload = Buffer.from(JSON.stringify(record), 'utf8');
    const bytes = Buffer.allocUnsafe(HEAD + payload.length);
    bytes.writeUInt32LE(payload.length, 0);
    bytes.writeUInt32LE(crc32(payload), 4);
    payload.copy(bytes, HEAD);
    const before = this.size;
    try {
      let done = 0;
      while (done < bytes.length) done += writeSync(this.fd, bytes, done);
    } catch (error) {
      // A short write leaves a torn record: cut it so that the next append starts on a boundary.
      ftruncateSync(this.fd, before);
      throw error;
    }
    this.written += bytes.length;
  }

  /** Resolves when every record appended before this call is on disk. */
  durable(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.synced >= this.written) return Promise.resolve();
    const upTo = this.written;
    const promise = new Promise<void>((resolve, reject) => this.waiters.push({ upTo, resolve, reject }));
    this.flush();
    return promise;
  }

  private flush(): void {
    if (this.syncing || this.synced >= this.written) return;
    this.syncing = true;
    const upTo = this.written;
    fsync(this.fd, (error) => {
      this.syncing = false;
      if (error) {
        // The records may or may not be on disk: refuse every later write rather than guess.
        this.failure = error;
        for (const waiter of this.waiters) waiter.reject(error);
        this.waiters = [];
        return;
      }
      this.markSynced(upTo);
      this.flush();
    });
  }

  private markSynced(upTo: number): void {
    this.synced = Math.max(this.synced, upTo);
    const ready = this.waiters.filter((waiter) => waiter.upTo <= this.synced);
    this.waiters = this.waiters.filter((waiter) => waiter.upTo > this.synced);
    for (const waiter of ready) waiter.resolve();
  }

  /** fsync now, blocking (closing, checkpoints). */
  syncNow(): void {
    fsyncSync(this.fd);
    this.markSynced(this.written);
  }

  /** Empties the file once a snapshot holds everything in it. */
  truncate(): void {
    ftruncateSync(this.fd, 0);
    this.syncNow();
  }

  close(): void {
    closeSync(this.fd);
  }
}
