/**
 * `npm run nginx-conf`: rewrites the generated blocks of deploy/nginx.conf from the header table
 * (deploy/security-headers.ts) and the agreement catalogue (static-agreements/index.ts), so nginx and the
 * local back office can never disagree. `--check` fails instead of writing when the file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { SECURITY_HEADERS } from '@/deploy/security-headers';
import { AGREEMENTS, agreementDisposition, agreementUrl } from '@/static-agreements';

export const NGINX_CONF = path.join(__dirname, '..', 'deploy', 'nginx.conf');

/** A double-quoted nginx string. `$` would start a variable and nginx has no escape for it. */
export function nginxString(value: string): string {
  if (/[$\r\n]/.test(value)) throw new Error(`cannot write ${JSON.stringify(value)} as an nginx string`);
  return `"${value.replace(/[\\"]/g, (character) => `\\${character}`)}"`;
}

export const GENERATED_BLOCKS: Record<string, () => string[]> = {
  'security-headers': () =>
    Object.entries(SECURITY_HEADERS).map(
      ([name, value]) => `add_header ${name} ${nginxString(value)} always;`,
    ),
  'hidden-upstream-headers': () => Object.keys(SECURITY_HEADERS).map((name) => `proxy_hide_header ${name};`),
  'agreement-names': () =>
    AGREEMENTS.map(
      // Regex keys: full paths as exact keys overflow nginx's default map_hash_bucket_size (64).
      ({ slug }) =>
        `"~^${agreementUrl(slug).replace(/[.]/g, '\\.')}$" ${nginxString(agreementDisposition(slug))};`,
    ),
};

/** The conf with every generated block rewritten at its marker's indentation. */
export function renderNginxConf(conf: string): string {
  let lines = conf.split('\n');
  for (const [name, render] of Object.entries(GENERATED_BLOCKS)) {
    const begin = lines.findIndex((line) => line.trim() === `# BEGIN generated: ${name}`);
    const end = lines.findIndex((line, index) => index > begin && line.trim() === `# END generated: ${name}`);
    if (begin < 0 || end < 0) throw new Error(`deploy/nginx.conf has no generated block "${name}"`);
    const indent = /^\s*/.exec(lines[begin])?.[0] ?? '';
    lines = [...lines.slice(0, begin + 1), ...render().map((line) => indent + line), ...lines.slice(end)];
  }
  return lines.join('\n');
}

function main(check: boolean): void {
  const current = readFileSync(NGINX_CONF, 'utf8');
  const rendered = renderNginxConf(current);
  if (rendered === current) return;
  if (check) throw new Error('deploy/nginx.conf is out of date: run npm run nginx-conf');
  writeFileSync(NGINX_CONF, rendered);
  process.stdout.write('deploy/nginx.conf\n');
}

if (require.main === module) {
  try {
    main(process.argv.includes('--check'));
  } catch (error) {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  }
}
