import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

/** The snapshot's bytes, or null before the first one; a temp file a crash left mid-write goes. */
export function readSnapshot(file: string): Uint8Array | null {
  const prefix = `${path.basename(file)}.`;
  for (const name of readdirSync(path.dirname(file))) {
    if (name.startsWith(prefix) && name.endsWith('.tmp')) rmSync(path.join(path.dirname(file), name));
  }
  return existsSync(file) ? readFileSync(file) : null;
}

/**
 * Replaces the snapshot atomically: temp file, fsync, rename, fsync of the folder (so that the rename
 * itself survives a power cut). A crash at any point leaves either the old file or the new one.
 */
export function writeSnapshot(file: string, bytes: Uint8Array): void {
  const temp = `${file}.${process.pid}.tmp`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    let done = 0;
    while (done < bytes.length) done += writeSync(fd, bytes, done);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
  const dir = openSync(path.dirname(file), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}
