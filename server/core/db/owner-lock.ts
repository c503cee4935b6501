import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** portal.sqlite → portal.lock */
export const lockFileOf = (file: string) => `${file.replace(/\.sqlite$/, '')}.lock`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const ownerOf = (lock: string): number => Number.parseInt(readFileSync(lock, 'utf8'), 10);

/**
 * One process per database file. SQLite itself would let a second process in, but the back office keeps
 * per-process state beside the database (rate windows, the one-at-a-time queues, the batch in flight), so a
 * second process on the same data folder would answer against other limits and queues: it is refused. The
 * lock file holds the owner's pid; a lock left by a process that no longer runs (a crash, SIGKILL) is taken
 * over, and so is one of this very process (a test opening a folder again as after a crash). Answers the
 * release (at close).
 */
export function takeOwnerLock(file: string): () => void {
  const lock = lockFileOf(file);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lock, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const owner = ownerOf(lock);
      if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
        throw new Error(
          `数据目录正被进程 ${owner} 使用（${lock}）：同一数据目录只能由一个后台进程打开；若该进程并非本后台，请删除此文件后重试`,
        );
      }
      rmSync(lock, { force: true });
    }
  }
  return () => {
    try {
      if (ownerOf(lock) === process.pid) rmSync(lock, { force: true });
    } catch {
      // Already gone.
    }
  };
}
