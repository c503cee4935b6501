/**
 * The offload phase of `npm run bench:server`: GET /healthz from a worker thread (load-beside.ts) while the
 * back office lays out 30 statement PDFs (each investor keeping two downloads in flight, the most one
 * account may) and answers 100 slider requests from 100 addresses. Both kinds of work run on the back
 * office's worker thread (server/core/off-thread), so the health check must stay quick (p99 < 50 ms).
 */
import http from 'node:http';

import { loadBeside, type LoadFigures } from './load-beside';

export const OFFLOAD_P99_MS = 50;
const PDFS = 30;
const PUZZLES = 100;
// Today's period: never a kept PDF, each one laid out anew.
const PDF_PATH = '/v1/account/trade/pdf?beginDate=20261101&endDate=20261123&t=1';

interface Counts {
  served: number;
  refused: number;
  failed: number;
}

/** One GET from a local address of its own (127.0.0.0/8 is all loopback): what an address's limits see. */
function get(url: string, path: string, headers: Record<string, string>, localAddress?: string) {
  return new Promise<number>((resolve) => {
    const request = http.get(url + path, { headers, localAddress }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
  });
}

const tally = (counts: Counts, status: number) => {
  if (status === 200) counts.served++;
  else if (status === 429) counts.refused++;
  else counts.failed++;
};

async function downloads(url: string, cookies: string[]): Promise<Counts> {
  const counts: Counts = { served: 0, refused: 0, failed: 0 };
  let asked = 0;
  const lane = async (cookie: string) => {
    while (asked < PDFS) {
      asked++;
      tally(counts, await get(url, PDF_PATH, { cookie }));
    }
  };
  await Promise.all(cookies.flatMap((cookie) => [lane(cookie), lane(cookie)]));
  return counts;
}

async function puzzles(url: string): Promise<Counts> {
  const counts: Counts = { served: 0, refused: 0, failed: 0 };
  const ask = (i: number) =>
    get(url, '/v1/auth/captcha?t=1', {}, `127.0.${4 + Math.floor(i / 250)}.${(i % 250) + 1}`);
  // Ten at a time, as a crowd of visitors opening the login page.
  for (let i = 0; i < PUZZLES; i += 10) {
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, j) => ask(i + j)));
    statuses.forEach((status) => tally(counts, status));
  }
  return counts;
}

export async function offload(
  url: string,
  cookies: string[],
): Promise<{ health: LoadFigures; pdfs: Counts; puzzles: Counts }> {
  const work = Promise.all([downloads(url, cookies), puzzles(url)]);
  const health = await loadBeside(url, ['/healthz'], 2, work, '{"status":"ok"');
  const [pdfCounts, puzzleCounts] = await work;
  return { health, pdfs: pdfCounts, puzzles: puzzleCounts };
}
