import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { Database } from './database';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** migrations/NNN-name.sql, next to this file: the schema's whole history, one concern per file. */
export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const FILE_NAME = /^(\d{3})-([a-z0-9-]+)\.sql$/;

/**
 * Before the migrations were files, three numbered SQL strings covered what files 001–008 hold now. A data
 * folder made then records those three; each old record stands for the files it covered.
 */
const BEFORE_FILES: ReadonlyArray<{ version: number; name: string; covers: number[] }> = [
  { version: 2, name: 'captcha, sms, hybrid, ocr', covers: [2, 3, 4, 5] },
  { version: 3, name: 'funds, agreements, client errors', covers: [6, 7, 8] },
];

/** Reads the migration files in version order; refuses a misnamed file, a gap or a repeated number. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match) throw new Error(`migration file name must be NNN-name.sql: ${file}`);
      return {
        version: Number(match[1]),
        name: match[2].replace(/-/g, ' '),
        sql: readFileSync(path.join(dir, file), 'utf8'),
      };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`migrations must be numbered 001, 002, … without gaps: ${migration.version}`);
    }
  });
  return migrations;
}

function applied(db: Database): Map<number, string> {
  const rows = db.all<{ version: number; name: string }>('SELECT version, name FROM schema_migrations');
  return new Map(rows.map((row) => [row.version, row.name]));
}

/** Rewrites the records of a data folder migrated before the split (one transaction, no schema change). */
function recordSplit(db: Database, migrations: Migration[]): void {
  const done = applied(db);
  const old = BEFORE_FILES.filter((legacy) => done.get(legacy.version) === legacy.name);
  if (old.length === 0) return;
  db.tx(() => {
    for (const legacy of old) db.run('DELETE FROM schema_migrations WHERE version = ?', [legacy.version]);
    for (const version of old.flatMap((legacy) => legacy.covers)) {
      db.run('INSERT INTO schema_migrations (version, name) VALUES (?, ?)', [
        version,
        migrations[version - 1].name,
      ]);
    }
  });
}

/**
 * Applies every migration not yet recorded in schema_migrations, in order, each in its own transaction
 * with its record (a failure leaves the earlier ones applied and this one not at all). `upTo` stops early.
 */
export function migrate(db: Database, options: { upTo?: number; migrations?: Migration[] } = {}): void {
  const migrations = options.migrations ?? loadMigrations();
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)');
  recordSplit(db, migrations);
  const done = applied(db);
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    if (options.upTo !== undefined && migration.version > options.upTo) break;
    db.tx(() => {
      db.exec(migration.sql);
      db.run('INSERT INTO schema_migrations (version, name) VALUES (?, ?)', [
        migration.version,
        migration.name,
      ]);
    });
  }
}

/**
 * The readiness check's view of the database: whether it answers, and whether every one of these
 * migrations is recorded as applied — 'ok' or the reason, for each.
 */
export function schemaReadiness(
  holder: { db: Database },
  migrations: Migration[],
): { database: string; migrations: string } {
  try {
    const done = applied(holder.db);
    const pending = migrations.filter((migration) => !done.has(migration.version)).map((m) => m.version);
    return {
      database: 'ok',
      migrations: pending.length === 0 ? 'ok' : `未执行的数据库迁移：${pending.join(', ')}`,
    };
  } catch (error) {
    const reason = `数据库不可用：${error instanceof Error ? error.message : String(error)}`;
    return { database: reason, migrations: reason };
  }
}
