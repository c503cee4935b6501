/**
 * `npm run backup [-- <target folder>]`: a consistent copy of the back office's data folder
 * (PORTAL_DATA_DIR, default ./.data) that `PORTAL_DATA_DIR=<copy> npm start` opens, taken while the
 * back office runs or not. Default target: ./backups/portal-<UTC time>.
 *
 * The database is copied with SQLite's online backup (node:sqlite `backup`): page by page, from a reader of
 * its own, restarting over pages a running back office changes meanwhile, so the copy is one committed
 * state. Keys and the other files follow, not the WAL and shared-memory files (the copy has none of its
 * own until it is opened) nor the lock file naming the running process. The copy is then opened once, the
 * way the back office opens it, and checked.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';

import { openDatabase } from '@/server/core/db/database';
import { lockFileOf } from '@/server/core/db/owner-lock';

const DATABASE = 'portal.sqlite';

function copyTree(source: string, target: string, skip: Set<string>): void {
  mkdirSync(target, { recursive: true, mode: 0o700 });
  for (const name of readdirSync(source)) {
    if (skip.has(name) || name.endsWith('.tmp')) continue;
    const [from, to] = [path.join(source, name), path.join(target, name)];
    if (statSync(from).isDirectory()) copyTree(from, to, new Set());
    else copyFileSync(from, to);
  }
}

interface Backup {
  target: string;
  tables: number;
  migrations: number;
}

export async function backupDataFolder(source: string, target: string): Promise<Backup> {
  const snapshot = path.join(source, DATABASE);
  if (!existsSync(snapshot)) throw new Error(`${source} 不是数据目录：没有 ${DATABASE}`);
  if (existsSync(target)) throw new Error(`备份目标 ${target} 已存在`);
  mkdirSync(target, { recursive: true, mode: 0o700 });
  const reader = new DatabaseSync(snapshot);
  try {
    await backup(reader, path.join(target, DATABASE));
  } finally {
    reader.close();
  }
  // The running back office's lock file stays behind: the copy belongs to no process yet.
  const own = [DATABASE, `${DATABASE}-wal`, `${DATABASE}-shm`, path.basename(lockFileOf(snapshot))];
  copyTree(source, target, new Set(own));

  const db = await openDatabase(path.join(target, DATABASE));
  try {
    const integrity = db.get<{ integrity_check: string }>('PRAGMA integrity_check')?.integrity_check;
    if (integrity !== 'ok') throw new Error(`备份 ${target} 校验失败：${integrity}`);
    const tables = db.all("SELECT name FROM sqlite_master WHERE type = 'table'").length;
    const migrations = db.get<{ n: number }>('SELECT COUNT(*) AS n FROM schema_migrations')?.n ?? 0;
    return { target, tables, migrations };
  } finally {
    db.close();
  }
}

async function main(): Promise<void> {
  const root = process.cwd();
  const source = path.resolve(process.env.PORTAL_DATA_DIR ?? path.join(root, '.data'));
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
  const target = path.resolve(process.argv[2] ?? path.join(root, 'backups', `portal-${stamp}`));
  const backup = await backupDataFolder(source, target);
  process.stdout.write(
    `已备份 ${source} → ${backup.target}（${backup.tables} 张表，${backup.migrations} 个迁移）\n` +
      `以备份启动：PORTAL_DATA_DIR=${backup.target} npm start\n`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`备份失败：${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
