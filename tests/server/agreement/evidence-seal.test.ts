import { verifyChain } from '@/server/agreement/evidence-chain';
import { evidenceOf, recordEvidence, sealUnchainedEvidence } from '@/server/agreement/store-evidence';

import { startServer, type TestServer } from '../support/server';

jest.setTimeout(60000);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('evidence written before the chain (migration 015)', () => {
  it('is sealed once, in the order written, ahead of what is appended afterwards', () => {
    const ctx = server.app.portal;
    const { id } = ctx.db.get<{ id: number }>('SELECT id FROM accounts ORDER BY id LIMIT 1') as {
      id: number;
    };
    // Rows as 013's table held them: no seq, no hashes.
    for (const [kind, at] of [
      ['notice', 1000],
      ['mismatch', 2000],
    ] as const) {
      ctx.db.run('INSERT INTO evidence (account_id, session_hash, kind, at) VALUES (?, ?, ?, ?)', [
        id,
        'a'.repeat(64),
        kind,
        at,
      ]);
    }
    expect(sealUnchainedEvidence(ctx)).toBe(2);
    expect(sealUnchainedEvidence(ctx)).toBe(0);
    recordEvidence(ctx, {
      accountId: id,
      sessionHash: 'b'.repeat(64),
      kind: 'engagement',
      fundCode: null,
      businessCode: null,
      documentCode: 'e-signature-agreement',
      documentName: '电子签名约定书.pdf',
      documentHash: 'c'.repeat(64),
      detail: null,
      appNo: null,
      at: 3000,
    });
    const chain = evidenceOf(ctx, id);
    expect(chain.map((entry) => [entry.seq, entry.kind])).toEqual([
      [1, 'notice'],
      [2, 'mismatch'],
      [3, 'engagement'],
    ]);
    expect(verifyChain(chain)).toEqual({ intact: true, length: 3 });
    // Sealed rows are append-only like the rest.
    expect(() => ctx.db.run('UPDATE evidence SET at = 0 WHERE seq = 1 AND account_id = ?', [id])).toThrow(
      /append-only/,
    );
  });
});
