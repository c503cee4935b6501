import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// `npm start` answers as production does behind deploy/nginx.conf: text assets compressed (brotli when the
// browser takes it, else gzip). Each file is compressed once, at the best ratio, and kept in memory: the
// built site is a few megabytes and its hashed files never change (a rebuild gives new names or times).

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
/** Smaller files gain nothing worth the work (nginx's gzip_min_length is of this order). */
const MIN_BYTES = 256;
const MAX_CACHED = 500;

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function isCompressible(file: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.has(path.extname(file).toLowerCase());
}

/** The best encoding the request's Accept-Encoding allows (q=0 refuses one); null: send it as it is. */
export function pickEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

const cache = new Map<string, Promise<Buffer>>();

async function compress(file: string, encoding: Encoding): Promise<Buffer> {
  const bytes = await readFile(file);
  if (encoding === 'gzip') return gzipAsync(bytes, { level: 9 });
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** The file's bytes in that encoding, compressed on first use and then from memory. */
export function compressedFile(
  file: string,
  encoding: Encoding,
  stat: { size: number; mtimeMs: number },
): Promise<Buffer> {
  const key = `${encoding}:${stat.mtimeMs}:${stat.size}:${file}`;
  let found = cache.get(key);
  if (!found) {
    found = compress(file, encoding);
    // A failed read is not remembered: the next request tries again.
    found.catch(() => cache.delete(key));
    cache.set(key, found);
    while (cache.size > MAX_CACHED) {
      const oldest = cache.keys().next();
      if (oldest.done) break;
      cache.delete(oldest.value);
    }
  }
  return found;
}
