import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { openDatabase, type Database } from '@/server/core/db/database';
import { loadMigrations, migrate, MIGRATIONS_DIR } from '@/server/core/db/migrate';

import { closeAndRemove, openTempDatabase } from './support/database';

// The schema the single migrations.ts produced before the split into files (sqlite_master, by name).
const BEFORE_SPLIT = JSON.parse(
  readFileSync(path.join(__dirname, 'fixtures', 'schema-before-split.json'), 'utf8'),
) as Array<{ type: string; name: string; sql: string }>;

let db: Database;
let dir: string;
beforeEach(async () => ({ db, dir } = await openTempDatabase()));
afterEach(() => closeAndRemove(db, dir));

const schema = (database: Database) =>
  database.all('SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY name');
const recorded = (database: Database) =>
  database.all<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY 1');

describe('migrations as files', () => {
  it('are numbered without gaps and, applied in order, build the schema the single file built', () => {
    const migrations = loadMigrations();
    expect(migrations.slice(0, 8).map((m) => `${m.version} ${m.name}`)).toEqual([
      '1 accounts and sessions',
      '2 captcha',
      '3 sms',
      '4 hybrid waits',
      '5 ocr',
      '6 funds',
      '7 agreements',
      '8 client errors',
    ]);
    migrate(db, { upTo: 8 });
    expect(schema(db)).toEqual(BEFORE_SPLIT);
  });

  it('upgrade a database made at an earlier migration to the latest without losing its rows', async () => {
    migrate(db, { upTo: 5 });
    expect(recorded(db).map((r) => r.version)).toEqual([1, 2, 3, 4, 5]);
    expect(db.get("SELECT 1 FROM sqlite_master WHERE name = 'funds'")).toBeUndefined();
    db.tx(() => {
      db.run(
        "INSERT INTO accounts (kind, user_type, name, id_type, id_no, phone, fund_account) VALUES ('1', 'Direct', '张三', '0', '110101199003074514', '13800000001', '880000000101')",
      );
      db.run("INSERT INTO sessions VALUES ('hash', 1, NULL, 'account', NULL, 'live', 10, 20)");
      db.run(
        "INSERT INTO sms_codes (phone, type, code_hash, created_at) VALUES ('13800000001', 'login', 'h', 5)",
      );
      db.run("INSERT INTO ocr_tokens VALUES ('t', 1, '1', '张三', NULL, 0, 7)");
    });
    db.close();

    db = await openDatabase(path.join(dir, 'portal.sqlite'));
    migrate(db);
    expect(recorded(db).map((r) => r.version)).toEqual(loadMigrations().map((m) => m.version));
    expect(db.all('SELECT name, phone FROM accounts')).toEqual([{ name: '张三', phone: '13800000001' }]);
    expect(db.all('SELECT token_hash, state, refreshed_at FROM sessions')).toEqual([
      { token_hash: 'hash', state: 'live', refreshed_at: 20 },
    ]);
    expect(db.all('SELECT phone, type FROM sms_codes')).toEqual([{ phone: '13800000001', type: 'login' }]);
    expect(db.all('SELECT name, usable FROM ocr_tokens')).toEqual([{ name: '张三', usable: 0 }]);
    db.run(
      "INSERT INTO funds (code, name, status, risk_level, is_public, fund_type) VALUES ('970001', 'x', '0', '0', 1, 't')",
    );
  });

  it('take over a data folder migrated before the split (three records then) without running anything twice', () => {
    // What the single migrations.ts left behind: the same tables, recorded as versions 1–3.
    db.exec('CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)');
    db.tx(() => {
      for (const migration of loadMigrations().slice(0, 8)) db.exec(migration.sql);
      db.run(
        "INSERT INTO schema_migrations VALUES (1, 'accounts and sessions'), (2, 'captcha, sms, hybrid, ocr'), (3, 'funds, agreements, client errors')",
      );
      db.run(
        "INSERT INTO client_errors (kind, message, url, at, received_at) VALUES ('error', 'kept', 'http://x/', '2025-01-01T00:00:00Z', 1)",
      );
    });

    // The first eight files build what the single migrations.ts built (later files may alter those tables).
    expect(schema(db).filter((row) => BEFORE_SPLIT.some((before) => before.name === row.name))).toEqual(
      BEFORE_SPLIT,
    );

    migrate(db);
    expect(recorded(db).slice(0, 8)).toEqual(
      loadMigrations()
        .slice(0, 8)
        .map(({ version, name }) => ({ version, name })),
    );
    expect(db.all('SELECT message FROM client_errors')).toEqual([{ message: 'kept' }]);
    migrate(db);
    expect(recorded(db)).toHaveLength(loadMigrations().length);
  });

  it('apply each file in its own transaction: a failing one leaves the earlier ones recorded and itself not', () => {
    const migrations = [
      { version: 1, name: 'one', sql: 'CREATE TABLE one (v TEXT);' },
      { version: 2, name: 'two', sql: 'CREATE TABLE two (v TEXT); CREATE TABLE one (v TEXT);' },
    ];
    expect(() => migrate(db, { migrations })).toThrow(/already exists/);
    expect(recorded(db)).toEqual([{ version: 1, name: 'one' }]);
    expect(db.get("SELECT 1 FROM sqlite_master WHERE name = 'two'")).toBeUndefined();
  });

  it('refuse a misnamed file and a gap in the numbers', () => {
    const folder = path.join(dir, 'migrations');
    mkdirSync(folder);
    writeFileSync(path.join(folder, '001-first.sql'), 'SELECT 1;');
    writeFileSync(path.join(folder, '003-third.sql'), 'SELECT 1;');
    expect(() => loadMigrations(folder)).toThrow('without gaps: 3');
    writeFileSync(path.join(folder, '2-second.sql'), 'SELECT 1;');
    expect(() => loadMigrations(folder)).toThrow('NNN-name.sql: 2-second.sql');
    expect(loadMigrations(MIGRATIONS_DIR).length).toBeGreaterThanOrEqual(8);
  });
});
