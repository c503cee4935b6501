import { createHash } from 'node:crypto';

import { specialCareNotice, WRITTEN_STATEMENTS } from '@/shared/trading';

/** Everything an id's version stands for: its title, warning and statement, rendered for a placeholder fund. */
function words(id: keyof typeof WRITTEN_STATEMENTS): string {
  const statement: { title: string; warning?: unknown; statement: (fundName: string) => string } =
    WRITTEN_STATEMENTS[id];
  const warning =
    typeof statement.warning === 'function'
      ? (statement.warning as (fundName: string, level: string) => string)('〈产品〉', '〈等级〉')
      : ((statement.warning as string | undefined) ??
        specialCareNotice(['elderly', 'firstPurchase']).join('\n'));
  return [statement.title, warning, statement.statement('〈产品〉')].join('\n');
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

describe('the written statements of the purchase chain', () => {
  it('change their words only with a new version (the back office refuses an old version, the evidence names it)', () => {
    const pinned = Object.fromEntries(
      Object.keys(WRITTEN_STATEMENTS).map((id) => {
        const key = id as keyof typeof WRITTEN_STATEMENTS;
        return [id, `${WRITTEN_STATEMENTS[key].version} ${digest(words(key))}`];
      }),
    );
    // A changed word changes its digest: give the statement a new version, then pin both here.
    expect(pinned).toEqual({
      'high-risk': '2026-11-27 082228910355abe3',
      'mismatch-horizon': '2026-11-27 a990eaa739ba70fe',
      'mismatch-risk': '2026-11-27 83c5156f313dcd46',
      'mismatch-varieties': '2026-11-27 61395a9414a27e05',
      'special-care': '2026-11-27 faa47a811ec05659',
    });
  });
});
