/**
 * Child process of the crash test: commits numbered rows one by one and prints each number once its
 * transaction is durable (what the back office waits for before it answers). The test kills it mid-way.
 */
import { openDatabase } from '../../../server/core/db/database';

async function main(file: string): Promise<void> {
  const db = await openDatabase(file);
  db.tx(() => db.run('CREATE TABLE IF NOT EXISTS acked (n INTEGER PRIMARY KEY, body TEXT NOT NULL)'));
  for (let n = 1; ; n++) {
    db.tx(() => db.run('INSERT INTO acked (n, body) VALUES (?, ?)', [n, 'x'.repeat(500)]));
    await db.durable();
    process.stdout.write(`${n}\n`);
  }
}

void main(process.argv[2]);
