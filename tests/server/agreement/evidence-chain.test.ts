import { entryHash, GENESIS, verifyChain, type StoredEntry } from '@/server/agreement/evidence-chain';

function chain(count: number): StoredEntry[] {
  const entries: StoredEntry[] = [];
  let prev = GENESIS;
  for (let seq = 1; seq <= count; seq += 1) {
    const fields = {
      seq,
      accountId: 7,
      sessionHash: 'a'.repeat(64),
      kind: 'declaration' as const,
      fundCode: '980001',
      businessCode: null,
      documentCode: `D${String(seq).padStart(2, '0')}`,
      documentName: null,
      documentHash: null,
      detail: JSON.stringify({ text: `item ${seq}` }),
      appNo: null,
      at: 1_700_000_000_000 + seq,
    };
    const hash = entryHash(prev, fields);
    entries.push({ ...fields, prevHash: prev, hash });
    prev = hash;
  }
  return entries;
}

describe('the evidence hash chain', () => {
  it('holds when nothing changed', () => {
    expect(verifyChain(chain(5))).toEqual({ intact: true, length: 5 });
    expect(verifyChain([])).toEqual({ intact: true, length: 0 });
  });

  it('breaks at an edited field, a removed entry, a reordering or a recomputed hash', () => {
    const edited = chain(5);
    edited[2] = { ...edited[2], detail: '{"text":"other"}' };
    expect(verifyChain(edited)).toEqual({ intact: false, brokenAt: 3, length: 5 });
    const removed = chain(5).filter((entry) => entry.seq !== 2);
    expect(verifyChain(removed)).toMatchObject({ intact: false, brokenAt: 2 });
    const swapped = chain(3);
    [swapped[0], swapped[1]] = [swapped[1], swapped[0]];
    expect(verifyChain(swapped)).toMatchObject({ intact: false, brokenAt: 1 });
    // Rewriting one entry with a fresh hash still breaks the next one's link.
    const rewritten = chain(4);
    const forged = { ...rewritten[1], at: rewritten[1].at + 1 };
    rewritten[1] = { ...forged, hash: entryHash(forged.prevHash, forged) };
    expect(verifyChain(rewritten)).toMatchObject({ intact: false, brokenAt: 3 });
  });
});
