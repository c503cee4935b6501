import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { journalFileOf, openDatabase, type Database } from '@/server/core/db/database';

import { tempDataDir } from '../support/server';

jest.setTimeout(60000);

let dir: string;
let file: string;
const opened: Database[] = [];
const open = async (checkpointBytes?: number) => {
  const db = await openDatabase(file, { checkpointBytes });
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

describe('the journal', () => {
  it('keeps every committed transaction without a snapshot: reopening after a crash replays them', async () => {
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
    expect(statSync(journalFileOf(file)).size).toBeGreaterThan(0);
  });

  it('drops a torn last record (a crash in the middle of a write) and goes on after it', async () => {
    const db = await counterDb();
    increment(db);
    await db.durable();
    const journal = journalFileOf(file);
    const whole = statSync(journal).size;
    appendFileSync(journal, Buffer.from([200, 0, 0, 0, 1, 2, 3, 4, 123, 34]));
    const after = await open();
    expect(counter(after)).toBe(1);
    expect(statSync(journal).size).toBe(whole);
    increment(after);
    after.close();
    expect(counter(await open())).toBe(2);
  });

  it('stops at a record whose checksum does not match', async () => {
    const db = await counterDb();
    increment(db);
    increment(db);
    await db.durable();
    const journal = journalFileOf(file);
    const bytes = readFileSync(journal);
    bytes[bytes.length - 3] ^= 0xff;
    writeFileSync(journal, bytes);
    expect(counter(await open())).toBe(1);
  });

  it('folds into the snapshot at a checkpoint; a crash before the journal is emptied applies nothing twice', async () => {
    const db = await counterDb();
    for (let i = 0; i < 3; i++) increment(db);
    await db.durable();
    const journal = journalFileOf(file);
    const beforeCheckpoint = readFileSync(journal);
    db.checkpoint();
    expect(statSync(journal).size).toBe(0);
    increment(db);
    await db.durable();
    // As if the process died after renaming the snapshot but before emptying the journal.
    writeFileSync(journal, Buffer.concat([beforeCheckpoint, readFileSync(journal)]));
    expect(counter(await open())).toBe(4);
  });

  it('checkpoints on its own once the journal passes the threshold, and at a clean close', async () => {
    const db = await open(4096);
    db.tx(() => db.run('CREATE TABLE t (v TEXT NOT NULL)'));
    for (let i = 0; i < 20; i++) db.tx(() => db.run('INSERT INTO t VALUES (?)', ['y'.repeat(400)]));
    expect(statSync(journalFileOf(file)).size).toBeLessThan(4096 + 600);
    db.close();
    opened.splice(opened.indexOf(db), 1);
    expect(statSync(journalFileOf(file)).size).toBe(0);
    expect((await open()).get('SELECT COUNT(*) AS n FROM t')).toEqual({ n: 20 });
  });

  it('journals blobs, numbers and nulls exactly', async () => {
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
        // Past a few checkpoints (64 KB of journal each), kill it without warning.
        if (acked >= 400 && !child.killed) {
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
