import { spawn } from 'node:child_process';
import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { crc32 } from 'node:zlib';

import { openDatabase, type Database } from '@/server/core/db/database';

import { tempDataDir } from '../support/server';

jest.setTimeout(60000);

let dir: string;
let file: string;
const opened: Database[] = [];
const open = async () => {
  const db = await openDatabase(file);
  opened.push(db);
  return db;
};
beforeEach(() => {
  dir = tempDataDir();
  file = path.join(dir, 'portal.sqlite');
});
afterEach(() => {
  for (const db of opened.splice(0)) {
    try {
      db.close();
    } catch {
      // A handle the test abandoned ("crashed") may already be gone.
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

const counter = (db: Database) => db.get<{ n: number }>('SELECT n FROM counter')?.n;
async function counterDb(): Promise<Database> {
  const db = await open();
  db.tx(() => {
    db.run('CREATE TABLE counter (n INTEGER NOT NULL)');
    db.run('INSERT INTO counter VALUES (0)');
  });
  return db;
}
const increment = (db: Database) => db.tx(() => db.run('UPDATE counter SET n = n + 1'));

describe('the database on disk', () => {
  it('keeps every committed transaction and none that failed, when the handle is abandoned as by a crash', async () => {
    const db = await counterDb();
    for (let i = 0; i < 5; i++) increment(db);
    expect(() =>
      db.tx(() => {
        increment(db);
        db.run('INSERT INTO counter VALUES (NULL)');
      }),
    ).toThrow();
    await db.durable();
    // No close: the first handle is abandoned as a killed process would leave it.
    const after = await open();
    expect(counter(after)).toBe(5);
  });

  it('writes ahead to its WAL, and a checkpoint folds the WAL into the database file', async () => {
    const db = await counterDb();
    for (let i = 0; i < 3; i++) increment(db);
    await Promise.all([db.durable(), db.durable(), db.durable()]);
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
    db.checkpoint();
    expect(statSync(`${file}-wal`).size).toBe(0);
    increment(db);
    db.close();
    opened.splice(opened.indexOf(db), 1);
    expect(counter(await open())).toBe(4);
  });

  it('refuses a second process on the same data folder only while the first one runs', async () => {
    const db = await counterDb();
    writeFileSync(path.join(dir, 'portal.lock'), '999999\n');
    db.close();
    opened.splice(opened.indexOf(db), 1);
    // A lock left by a process that no longer runs is taken over.
    expect(counter(await open())).toBe(0);
  });

  it('folds the journal of a data folder written before SQLite lived on disk, once, without its torn tail', async () => {
    const old = new DatabaseSync(file);
    old.exec(
      'CREATE TABLE counter (n INTEGER NOT NULL); INSERT INTO counter VALUES (1); PRAGMA user_version = 1',
    );
    old.close();
    const record = (seq: number, n: number) => {
      const payload = Buffer.from(JSON.stringify({ seq, ops: [['r', 'UPDATE counter SET n = ?', [n]]] }));
      const head = Buffer.alloc(8);
      head.writeUInt32LE(payload.length, 0);
      head.writeUInt32LE(crc32(payload), 4);
      return Buffer.concat([head, payload]);
    };
    const journal = path.join(dir, 'portal.journal');
    // Record 1 is in the snapshot already (user_version); 2 and 3 are not; the last one was torn by a crash.
    writeFileSync(
      journal,
      Buffer.concat([record(1, 1), record(2, 2), record(3, 3), record(4, 4).subarray(0, 9)]),
    );
    const db = await open();
    expect(counter(db)).toBe(3);
    expect(existsSync(journal)).toBe(false);
    db.close();
    opened.splice(opened.indexOf(db), 1);
    expect(counter(await open())).toBe(3);
  });

  it('keeps blobs, numbers and nulls exactly', async () => {
    const db = await open();
    const blob = new Uint8Array([0, 255, 7, 128]);
    db.tx(() => {
      db.run('CREATE TABLE v (b BLOB, r REAL, i INTEGER, n TEXT)');
      db.run('INSERT INTO v VALUES (?, ?, ?, ?)', [blob, 0.1 + 0.2, 2 ** 52 + 1, null]);
    });
    await db.durable();
    expect((await open()).get('SELECT b, r, i, n FROM v')).toEqual({
      b: blob,
      r: 0.1 + 0.2,
      i: 2 ** 52 + 1,
      n: null,
    });
  });

  it('loses nothing that was acknowledged when the process is killed mid-stream', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'crash-writer.ts'), file],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let acked = 0;
    await new Promise<void>((resolve) => {
      let pending = '';
      child.stdout.on('data', (chunk: Buffer) => {
        pending += chunk.toString();
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        if (lines.length) acked = Number(lines[lines.length - 1]);
        // Past a few automatic checkpoints (1000 pages of WAL each), kill it without warning.
        if (acked >= 1500 && !child.killed) {
          child.kill('SIGKILL');
          resolve();
        }
      });
    });
    await new Promise((resolve) => child.once('exit', resolve));
    const db = await open();
    const { count, max } = db.get<{ count: number; max: number }>(
      'SELECT COUNT(*) AS count, MAX(n) AS max FROM acked',
    ) as { count: number; max: number };
    expect(max).toBeGreaterThanOrEqual(acked);
    expect(count).toBe(max);
  });
});
