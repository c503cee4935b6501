import { readFileSync } from 'node:fs';
import path from 'node:path';

import { DEMO_IDENTITIES, DEMO_PASSWORD, DEMO_TRADE_PASSWORD, loginIds } from '@/server/seed/demo-identities';

const ROOT = path.resolve(__dirname, '../..');
const readme = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** The rows of the first table after `heading`, as trimmed cells (header and rule left out). */
function tableAfter(markdown: string, heading: string): string[][] {
  const section = markdown.slice(markdown.indexOf(heading));
  const lines = section.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
  return lines.slice(start + 2, end).map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
}

describe("README.md's demo accounts", () => {
  it('list exactly the demo identities the seed writes: name, login ids and what each shows', () => {
    const markdown = readme('README.md');
    expect(markdown).toContain('## Demo accounts');
    expect(tableAfter(markdown, '## Demo accounts')).toEqual(
      DEMO_IDENTITIES.map((identity) => [identity.name, loginIds(identity), identity.shows]),
    );
  });

  it('give the demo passwords', () => {
    const section = readme('README.md').split('## Demo accounts')[1].split('\n## ')[0];
    expect(section).toContain(
      `Every log-in password is \`${DEMO_PASSWORD}\`, every trade password \`${DEMO_TRADE_PASSWORD}\`.`,
    );
  });

  it('are listed once: the back office README points to them instead of repeating them', () => {
    const serverReadme = readme('server/README.md');
    for (const identity of DEMO_IDENTITIES) {
      expect(serverReadme).not.toContain(identity.idNo);
      expect(serverReadme).not.toContain(identity.phone);
    }
    expect(serverReadme).toContain('../README.md#demo-accounts');
  });
});
