import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import initSqlJs, { type Database as SqlJsDatabase, type SqlValue } from 'sql.js';

import { decodeValue, encodeValue, JournalWriter, readJournal, type JournalOp } from './journal';
import { takeOwnerLock } from './owner-lock';
import { readSnapshot, writeSnapshot } from './snapshot';
import { StatementCache } from './statement-cache';

type Row = Record<string, SqlValue>;
type Params = SqlValue[];

/**
 * SQLite (sql.js, in memory) kept on disk as a snapshot and a journal. Every write goes through `tx`; at
 * its commit the transaction's statements and parameters are appended to the journal as one record (one
 * write, CRC-checked), and `durable()` resolves once that record is fsync'd — the app answers no request
 * before it (server/core/app.ts), so an acknowledged write is never lost and concurrent requests share an
 * fsync. Now and then (and at a clean close) the database is folded into a new snapshot (temp file, fsync,
 * rename) and the journal emptied. Opening loads the snapshot and replays the journal's later records; a
 * torn last record (a crash mid-write) is dropped. Work inside `tx` is synchronous, so no other request can
 * interleave with it, and replaying the same statements in the same order gives the same database.
 */
export interface Database {
  all<T = Row>(sql: string, params?: Params): T[];
  get<T = Row>(sql: string, params?: Params): T | undefined;
  /** Answers how many rows the statement changed (a compare-and-set checks it). */
  run(sql: string, params?: Params): number;
  tx<T>(work: () => T): T;
  /** Runs a script (migrations); journaled like a statement. */
  exec(sql: string): void;
  /** Resolves when every committed transaction so far is on disk. */
  durable(): Promise<void>;
  /** Folds the journal into a new snapshot now. */
  checkpoint(): void;
  close(): void;
}

export interface DatabaseOptions {
  /** A journal larger than this is folded into a snapshot after the next commit. Default 32 MB. */
  checkpointBytes?: number;
}

const WASM = path.join(path.dirname(require.resolve('sql.js')), 'sql-wasm.wasm');
let sqlJs: ReturnType<typeof initSqlJs> | undefined;

/** portal.sqlite → portal.journal */
export const journalFileOf = (file: string) => `${file.replace(/\.sqlite$/, '')}.journal`;

/** Statements that only read (everything else inside a transaction is journaled). */
const READ_ONLY = /^\s*(SELECT|WITH|EXPLAIN)\b/i;

export async function openDatabase(file: string, options: DatabaseOptions = {}): Promise<Database> {
  sqlJs ??= initSqlJs({ wasmBinary: readFileSync(WASM) as unknown as ArrayBuffer });
  const SQL = await sqlJs;
  mkdirSync(path.dirname(file), { recursive: true });
  const releaseOwnerLock = takeOwnerLock(file);
  try {
    return open(SQL, file, options, releaseOwnerLock);
  } catch (error) {
    releaseOwnerLock();
    throw error;
  }
}

function open(
  SQL: Awaited<ReturnType<typeof initSqlJs>>,
  file: string,
  options: DatabaseOptions,
  releaseOwnerLock: () => void,
): Database {
  const snapshot = readSnapshot(file);
  const db: SqlJsDatabase = snapshot ? new SQL.Database(snapshot) : new SQL.Database();
  if (!snapshot) writeSnapshot(file, db.export());
  db.run('PRAGMA foreign_keys = ON');
  const statements = new StatementCache(db);
  const journalFile = journalFileOf(file);
  const checkpointBytes = options.checkpointBytes ?? 32 * 1024 * 1024;

  // The snapshot records the last journal record folded into it.
  let seq = Number(db.exec('PRAGMA user_version')[0].values[0][0]);
  for (const record of readJournal(journalFile)) {
    if (record.seq <= seq) continue;
    if (record.seq !== seq + 1)
      throw new Error(`journal ${journalFile}: record ${record.seq} follows ${seq}`);
    db.run('BEGIN IMMEDIATE');
    for (const op of record.ops) {
      if (op[0] === 'e') db.exec(op[1]);
      else statements.run(op[1], op[2].map(decodeValue));
    }
    db.run('COMMIT');
    seq = record.seq;
  }
  const journal = new JournalWriter(journalFile);
  let ops: JournalOp[] | null = null;
  let foldedSeq = Number(db.exec('PRAGMA user_version')[0].values[0][0]);

  const checkpoint = () => {
    if (ops) throw new Error('checkpoint inside a transaction');
    if (seq === foldedSeq) return;
    db.run(`PRAGMA user_version = ${seq}`);
    writeSnapshot(file, db.export());
    journal.truncate();
    foldedSeq = seq;
  };

  const tx = <T>(work: () => T): T => {
    if (ops) return work();
    db.run('BEGIN IMMEDIATE');
    ops = [];
    try {
      const result = work();
      if (ops.length > 0) journal.append({ seq: seq + 1, ops });
      db.run('COMMIT');
      if (ops.length > 0) seq += 1;
      ops = null;
      if (journal.size > checkpointBytes) checkpoint();
      return result;
    } catch (error) {
      ops = null;
      db.run('ROLLBACK');
      throw error;
    }
  };

  const record = (op: JournalOp) => ops?.push(op);

  const all = <T>(sql: string, params: Params = []): T[] => {
    if (READ_ONLY.test(sql)) return statements.all<T>(sql, params);
    return tx(() => {
      const rows = statements.all<T>(sql, params);
      record(['r', sql, params.map(encodeValue)]);
      return rows;
    });
  };

  return {
    all,
    get: <T>(sql: string, params?: Params) => all<T>(sql, params)[0] as T | undefined,
    run: (sql, params = []) =>
      tx(() => {
        statements.run(sql, params);
        record(['r', sql, params.map(encodeValue)]);
        return db.getRowsModified();
      }),
    exec: (sql) =>
      tx(() => {
        db.exec(sql);
        record(['e', sql]);
      }),
    tx,
    durable: () => journal.durable(),
    checkpoint,
    close() {
      journal.syncNow();
      checkpoint();
      journal.close();
      statements.clear();
      db.close();
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
