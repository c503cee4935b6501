import type { AcceptedOrder } from '@/api/order/contract-orders';
import { recordEvidence, signAgreement } from '@/server/agreement/store';
import { DECLARATION_CODES } from '@/server/contract/declaration';
import { contractTitle } from '@/server/contract/document-sources';
import { documentVersion, productPdf } from '@/server/contract/documents';
import { forgetFundSpecs, fundSpec } from '@/server/fund/funds';
import { DEMO } from '@/server/seed/demo-identities';

import { envelope, investor, investorAt, MONDAY_10AM, orderBody, postOrder } from '../order/support';
import { proveTradePassword, read, signDisclosure, signPrivate } from '../order/support-private';
import type { HttpClient } from '../support/http-client';
import type { TestServer } from '../support/server';

jest.setTimeout(120000);

let server: TestServer;
let zhou: HttpClient;
beforeAll(async () => ({ server, browser: zhou } = await investorAt(MONDAY_10AM, 'zhouJiu')));
afterAll(() => server.close());

const DISCLOSURE = '国证资管鑫享1号集合资产管理计划风险揭示书';
const verify = (fundCode: string) =>
  zhou.get<{ token: string }>(`/v1/contract/verify?fundCode=${fundCode}&t=1`);

describe('the contract read (step 3), then the risk disclosure read and signed before the contract is signed (spec §4; 募集行为管理办法; review P9)', () => {
  const contractName = () => contractTitle(fundSpec(server.app.portal, '980001')!);

  it('the disclosure cannot be signed before the contract and the disclosure are read, nor for a plan without its contract', async () => {
    await proveTradePassword(zhou);
    await zhou.post('/v1/engagement/sign', {});
    const early = await signDisclosure(zhou, '980001');
    expect([early.state, early.message]).toEqual([402002, `请先阅读《${contractName()}》`]);
    const noContract = await signDisclosure(zhou, '980007');
    expect([noContract.state, noContract.message]).toEqual([402002, '电子合同文件缺失']);
  });

  it('the disclosure (step 4) cannot be read before the contract (step 3); the contract is read first', async () => {
    const shown = await zhou.get<{ readingId: number; readSeconds: number }>(
      '/v1/riskAnnounce/template?fundCode=980001&t=1',
    );
    server.clock.advance(shown.data.readSeconds);
    const refused = await zhou.post('/v1/contract/read', { readingId: shown.data.readingId });
    expect([refused.state, refused.message]).toEqual([402002, `请先阅读《${contractName()}》`]);
    await read(server, zhou, '/v1/contract/template', '980001');
    const early = await signDisclosure(zhou, '980001');
    expect(early.message).toBe(`请先阅读《${DISCLOSURE}》`);
    // Read, not yet signed: the contract cannot be verified for signing.
    await read(server, zhou, '/v1/riskAnnounce/template', '980001');
    expect((await verify('980001')).message).toBe(`请先签署《${DISCLOSURE}》，再签署电子合同`);
  });

  it('the disclosure is signed on its own, with its own evidence and time, before the contract', async () => {
    const signed = await signDisclosure(zhou, '980001');
    expect([signed.state, signed.message]).toEqual([200000, '风险揭示书已签署']);
    const at = server.clock.now();
    const files = await zhou.get<Array<{ kind: string; signed: string }>>('/v1/contract?fundCode=980001&t=1');
    expect(files.data.map((file) => [file.kind, file.signed])).toEqual([
      ['contract', '0'],
      ['riskDisclosure', '1'],
    ]);
    const evidence = server.app.portal.db.all<{ document_code: string; detail: string; at: number }>(
      "SELECT document_code, detail, at FROM evidence WHERE kind = 'sign' AND fund_code = '980001' ORDER BY seq",
    );
    expect(evidence).toEqual([{ document_code: 'FXJS980001', detail: expect.any(String), at }]);
    expect(JSON.parse(evidence[0].detail)).toMatchObject({
      documentKind: 'riskDisclosure',
      tradePassword: 'verified',
    });
    // Now the contract is read, declared and signed; its signature names the disclosure's, which came first.
    expect((await signPrivate(server, zhou, '980001')).state).toBe(200000);
    const [, contract] = server.app.portal.db
      .all<{ document_code: string; detail: string; at: number }>(
        "SELECT document_code, detail, at FROM evidence WHERE kind = 'sign' AND fund_code = '980001' ORDER BY seq",
      )
      .slice(-2);
    expect(contract.document_code).toBe('HT980001');
    const detail = JSON.parse(contract.detail) as {
      riskDisclosure: { noticeCode: string; signedAt: string };
    };
    expect(detail.riskDisclosure.noticeCode).toBe('FXJS980001');
  });

  it('a contract signature is refused without a prior disclosure signature of the current version', async () => {
    // Everything done for 980003, the token in hand …
    await signPrivate(server, zhou, '980001');
    await read(server, zhou, '/v1/contract/template', '980003');
    await read(server, zhou, '/v1/riskAnnounce/template', '980003');
    await signDisclosure(zhou, '980003');
    const items = await zhou.get<Array<{ code: string }>>('/v1/contract/declaration?fundCode=980003&t=1');
    await zhou.post('/v1/contract/declaration', {
      fundCode: '980003',
      items: items.data.map((item) => item.code),
    });
    const { token } = (await verify('980003')).data;
    // … then the manager changes the plan's terms: a new disclosure (and contract) to read and sign.
    const ctx = server.app.portal;
    ctx.db.run("UPDATE fund_terms SET min_first = '500000' WHERE code = '980003'");
    forgetFundSpecs(ctx);
    const name = '国证资管金鼎固收增强1号集合资产管理计划风险揭示书';
    const contract = contractTitle(fundSpec(ctx, '980003')!);
    const stale = await zhou.post('/v1/contract', { fundCode: '980003', type: '1', token });
    expect([stale.state, stale.message]).toEqual([402002, `请先阅读《${contract}》`]);
    await read(server, zhou, '/v1/contract/template', '980003');
    await read(server, zhou, '/v1/riskAnnounce/template', '980003');
    expect((await verify('980003')).message).toBe(`请先签署《${name}》，再签署电子合同`);
  });

  it('a contract signed in the old single act (no signature of the disclosure of its own) is signed again before an order', async () => {
    // 吕八's signing as the one-act flow recorded it: both documents read, the declaration, one signature.
    const ctx = server.app.portal;
    const accountId = ctx.db.get<{ id: number }>('SELECT id FROM accounts WHERE id_no = ?', [
      DEMO.lvBa.idNo,
    ])!.id;
    const spec = fundSpec(ctx, '980001')!;
    const contract = (await productPdf(ctx, spec, 'contract'))!;
    const disclosure = (await productPdf(ctx, spec, 'riskDisclosure'))!;
    const now = server.clock.now();
    const entry = {
      accountId,
      sessionHash: 'a'.repeat(64),
      fundCode: spec.code,
      businessCode: null,
      appNo: null,
      at: now,
    };
    const none = { documentCode: null, documentName: null, documentHash: null };
    recordEvidence(ctx, { ...entry, ...none, fundCode: null, kind: 'engagement', detail: null });
    for (const file of [contract, disclosure]) {
      signAgreement(ctx, {
        accountId,
        agreementId: file.noticeCode,
        agreementType: file.kind,
        now,
        version: documentVersion(spec, file.kind),
      });
      recordEvidence(ctx, {
        ...entry,
        kind: 'read',
        documentCode: file.noticeCode,
        documentName: file.fileName,
        documentHash: file.hash,
        detail: null,
      });
    }
    for (const code of DECLARATION_CODES)
      recordEvidence(ctx, { ...entry, ...none, kind: 'declaration', documentCode: code, detail: null });
    recordEvidence(ctx, {
      ...entry,
      kind: 'sign',
      documentCode: contract.noticeCode,
      documentName: contract.fileName,
      documentHash: contract.hash,
      detail: {
        tradePassword: 'verified',
        riskDisclosure: { noticeCode: disclosure.noticeCode, hash: disclosure.hash },
      },
    });
    const lv = await investor(server, 'lvBa');
    const status = await lv.get<{ statusCode: string }>(
      '/v1/order/agreementSigned?fundCode=980001&businessType=Purchase&t=1',
    );
    expect(status.data.statusCode).toBe('0');
    const body = await orderBody(lv, 'lvBa', { fundCode: '980001', applySum: '300000.00' });
    const order = envelope<AcceptedOrder>(await postOrder(lv, '/v1/order/purchase', body));
    expect([order.state, order.message]).toEqual([
      402002,
      '电子合同签署记录不完整（缺少风险揭示书签署），请重新签署电子合同',
    ]);
  });
});
