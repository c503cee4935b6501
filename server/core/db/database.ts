import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';

import { foldLegacyJournal } from './legacy-journal';
import { takeOwnerLock } from './owner-lock';
import { WalSync } from './wal-sync';

/** What a statement takes and gives back: SQLite's own types. */
export type SqlValue = string | number | null | Uint8Array;
type Row = Record<string, SqlValue>;
type Params = SqlValue[];

/**
 * SQLite on disk (node:sqlite), in WAL mode. Work inside `tx` is synchronous, so no other request can
 * interleave with it; a commit writes its frames to the WAL at once (a killed process loses nothing
 * committed). `durable()` resolves once those frames are fsync'd: the app answers no request before it
 * (server/app.ts), so an acknowledged write survives a power cut too, and concurrent requests share one
 * fsync (group commit) instead of each commit blocking the event loop on its own (synchronous=NORMAL: SQLite
 * skips the fsync at commit and keeps it at checkpoints, which it runs itself every 1000 pages).
 */
export interface Database {
  all<T = Row>(sql: string, params?: Params): T[];
  get<T = Row>(sql: string, params?: Params): T | undefined;
  /** Answers how many rows the statement changed (a compare-and-set checks it). */
  run(sql: string, params?: Params): number;
  tx<T>(work: () => T): T;
  /** Runs a script (migrations). */
  exec(sql: string): void;
  /** Resolves when every committed transaction so far is on disk. */
  durable(): Promise<void>;
  /** Copies the WAL into the database file and empties it. */
  checkpoint(): void;
  close(): void;
}

const STATEMENT_LIMIT = 256;

/** sql.js took booleans and undefined; SQLite's binding does not: the same values as before. */
const bindable = (params: Params): SQLInputValue[] =>
  params.map((value) => {
    const loose = value as unknown;
    if (loose === undefined) return null;
    if (typeof loose === 'boolean') return loose ? 1 : 0;
    return value;
  });

export async function openDatabase(file: string): Promise<Database> {
  mkdirSync(path.dirname(file), { recursive: true });
  const releaseOwnerLock = takeOwnerLock(file);
  try {
    return open(file, releaseOwnerLock);
  } catch (error) {
    releaseOwnerLock();
    throw error;
  }
}

function open(file: string, releaseOwnerLock: () => void): Database {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON');
  foldLegacyJournal(db, file);
  const wal = new WalSync(`${file}-wal`);
  const prepared = new Map<string, StatementSync>();
  const statement = (sql: string): StatementSync => {
    let found = prepared.get(sql);
    if (!found) {
      if (prepared.size >= STATEMENT_LIMIT) prepared.clear();
      found = db.prepare(sql);
      prepared.set(sql, found);
    }
    return found;
  };
  let depth = 0;

  const tx = <T>(work: () => T): T => {
    if (depth > 0) return work();
    db.exec('BEGIN IMMEDIATE');
    depth = 1;
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    } finally {
      depth = 0;
    }
  };

  const all = <T>(sql: string, params: Params = []): T[] => statement(sql).all(...bindable(params)) as T[];

  return {
    all,
    get: <T>(sql: string, params: Params = []) => statement(sql).get(...bindable(params)) as T | undefined,
    run: (sql, params = []) => Number(statement(sql).run(...bindable(params)).changes),
    exec: (sql) => tx(() => db.exec(sql)),
    tx,
    durable: () => wal.durable(),
    checkpoint: () => void db.exec('PRAGMA wal_checkpoint(TRUNCATE)'),
    close() {
      prepared.clear();
      db.close();
      wal.close();
      releaseOwnerLock();
    },
  };
}

/**
 * Runs `work` in one transaction of the context's database: for flows that call several stores and must
 * commit all or nothing. Stores nest inside it (an inner tx joins the outer one).
 */
export function transaction<T>(holder: { db: Database }, work: () => T): T {
  return holder.db.tx(work);
}
