import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { crc32 } from 'node:zlib';

/** The journal of the data folders written before SQLite lived on disk (sql.js kept it in memory). */
type LegacyValue = string | number | null | { b: string };
interface LegacyRecord {
  seq: number;
  ops: Array<['r', string, LegacyValue[]] | ['e', string]>;
}

const HEAD = 8;

function readRecords(bytes: Buffer): LegacyRecord[] {
  const records: LegacyRecord[] = [];
  for (let offset = 0; offset + HEAD <= bytes.length;) {
    const end = offset + HEAD + bytes.readUInt32LE(offset);
    if (end > bytes.length) break;
    const payload = bytes.subarray(offset + HEAD, end);
    // A torn or damaged tail was never answered: the old opening cut it off too.
    if (crc32(payload) !== bytes.readUInt32LE(offset + 4)) break;
    records.push(JSON.parse(payload.toString('utf8')) as LegacyRecord);
    offset = end;
  }
  return records;
}

const decode = (value: LegacyValue): SQLInputValue =>
  value !== null && typeof value === 'object' ? new Uint8Array(Buffer.from(value.b, 'base64')) : value;

/**
 * Once, on a data folder of the earlier back office: its snapshot (portal.sqlite, an ordinary SQLite file)
 * records in user_version the last journal record folded into it; the records after it are applied in one
 * transaction and the journal (portal.journal) goes.
 */
export function foldLegacyJournal(db: DatabaseSync, file: string): void {
  const journal = `${file.replace(/\.sqlite$/, '')}.journal`;
  if (!existsSync(journal)) return;
  const folded = Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
  const records = readRecords(readFileSync(journal)).filter((record) => record.seq > folded);
  db.exec('BEGIN IMMEDIATE');
  try {
    for (const record of records) {
      for (const op of record.ops) {
        if (op[0] === 'e') db.exec(op[1]);
        else db.prepare(op[1]).run(...op[2].map(decode));
      }
    }
    db.exec('PRAGMA user_version = 0');
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  rmSync(journal);
}
