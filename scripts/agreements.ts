/**
 * `npm run agreements`: renders each public agreement (static-agreements/src/<slug>.md, Chinese text) to
 * static-agreements/<slug>.pdf with a subset Noto CJK font, so a wording change is a one-line text diff
 * and the PDF is rebuilt from it. `--check` only verifies that every PDF was built from its current source.
 *
 * The source format and the layout are the back office's (server/core/pdf/layout.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { embeddedDigest, renderDocument, sourceDigest } from '@/server/core/pdf/layout';
import { AGREEMENTS } from '@/static-agreements';

export const AGREEMENTS_DIR = path.join(__dirname, '..', 'static-agreements');

export function readSource(slug: string): string {
  return readFileSync(path.join(AGREEMENTS_DIR, 'src', `${slug}.md`), 'utf8');
}

async function main(check: boolean): Promise<void> {
  const stale: string[] = [];
  for (const { slug, title } of AGREEMENTS) {
    const source = readSource(slug);
    const target = path.join(AGREEMENTS_DIR, `${slug}.pdf`);
    const current = existsSync(target) ? embeddedDigest(readFileSync(target)) : undefined;
    // Rebuild only what changed: another machine's font build would otherwise churn every binary.
    if (current === sourceDigest(source) && !process.argv.includes('--force')) continue;
    if (check) {
      stale.push(slug);
      continue;
    }
    writeFileSync(target, await renderDocument(source, title));
    process.stdout.write(`static-agreements/${slug}.pdf\n`);
  }
  if (stale.length > 0) {
    throw new Error(`stale agreement PDFs (run npm run agreements): ${stale.join(', ')}`);
  }
}

if (require.main === module) {
  main(process.argv.includes('--check')).catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  });
}
