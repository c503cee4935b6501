import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

import initSqlJs, { type Database as SqlJsDatabase, type SqlValue } from 'sql.js';

type Row = Record<string, SqlValue>;
type Params = SqlValue[];

/**
 * SQLite (sql.js, in memory) persisted to one file. Every write goes through `tx`, which commits and then
 * replaces the file atomically (temp file, fsync, rename): the file always holds a committed state.
 * Work inside `tx` is synchronous, so no other request can interleave with it.
 */
export interface Database {
  all<T = Row>(sql: string, params?: Params): T[];
  get<T = Row>(sql: string, params?: Params): T | undefined;
  run(sql: string, params?: Params): void;
  tx<T>(work: () => T): T;
  /** Runs statements without a transaction (migrations manage their own). */
  exec(sql: string): void;
  persist(): void;
  close(): void;
}

const WASM = path.join(path.dirname(require.resolve('sql.js')), 'sql-wasm.wasm');
let sqlJs: ReturnType<typeof initSqlJs> | undefined;

export async function openDatabase(file: string): Promise<Database> {
  sqlJs ??= initSqlJs({ wasmBinary: readFileSync(WASM) as unknown as ArrayBuffer });
  const SQL = await sqlJs;
  mkdirSync(path.dirname(file), { recursive: true });
  const db: SqlJsDatabase = existsSync(file) ? new SQL.Database(readFileSync(file)) : new SQL.Database();
  const pragmas = () => db.run('PRAGMA foreign_keys = ON');
  pragmas();
  let depth = 0;

  const all = <T>(sql: string, params: Params = []): T[] => {
    const statement = db.prepare(sql, params);
    try {
      const rows: T[] = [];
      while (statement.step()) rows.push(statement.getAsObject() as T);
      return rows;
    } finally {
      statement.free();
    }
  };

  const persist = () => {
    // export() closes and reopens the handle, which resets connection pragmas.
    const bytes = db.export();
    pragmas();
    const temp = `${file}.${process.pid}.tmp`;
    const fd = openSync(temp, 'w', 0o600);
    try {
      writeSync(fd, bytes);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  };

  return {
    all,
    get: <T>(sql: string, params?: Params) => all<T>(sql, params)[0] as T | undefined,
    run: (sql, params = []) => db.run(sql, params),
    exec: (sql) => db.exec(sql),
    persist,
    tx<T>(work: () => T): T {
      if (depth > 0) return work();
      db.run('BEGIN IMMEDIATE');
      depth = 1;
      try {
        const result = work();
        db.run('COMMIT');
        depth = 0;
        persist();
        return result;
      } catch (error) {
        if (depth > 0) db.run('ROLLBACK');
        depth = 0;
        throw error;
      }
    },
    close: () => db.close(),
  };
}

/**
 * Runs `work` in one transaction of the context's database: for flows that call several stores and must
 * commit all or nothing. Stores nest inside it (an inner tx joins the outer one).
 */
export function transaction<T>(holder: { db: Database }, work: () => T): T {
  return holder.db.tx(work);
}
