import type { AcceptedOrder } from '@/api/order/contract-orders';
import { documentVersion } from '@/server/contract/documents';
import { fundSpec } from '@/server/fund/funds';

import { investor, MONDAY_10AM, orderBody, postOrder, serverAt } from '../server/order/support';
import { signPrivate } from '../server/order/support-private';
import type { HttpAnswer } from '../server/support/http-client';
import { serverPerFile } from '../server/support/server';

/**
 * Issue 27, item 1: a private order rests on the evidence of every step of its signing, recorded by the back
 * office as each happened; POST /v1/agreement/sign takes only the portal's own agreements of their kind.
 */
jest.setTimeout(120000);

const server = serverPerFile(() => serverAt(MONDAY_10AM));

const PLAN = '980001';
const envelope = <T>(answer: HttpAnswer) => answer.json as { state: number; data: T; message: string };

async function purchase(who: 'lvBa' | 'zhouJiu') {
  const client = await investor(server(), who);
  const body = await orderBody(client, who, { fundCode: PLAN, applySum: '300000.00' });
  return envelope<AcceptedOrder>(await postOrder(client, '/v1/order/purchase', body));
}

describe('signing a private product cannot be skipped', () => {
  it("refuses a contract's notice code sent to /v1/agreement/sign, and the order stays refused", async () => {
    const lv = await investor(server(), 'lvBa');
    const files = await lv.get<Array<{ kind: string; noticeCode: string }>>(
      `/v1/contract?fundCode=${PLAN}&t=1`,
    );
    const contract = files.data.find((file) => file.kind === 'contract');
    expect(contract).toBeDefined();
    const forged = await lv.post('/v1/agreement/sign', {
      agreementId: contract?.noticeCode,
      agreementType: 'contract',
    });
    expect([forged.state, forged.message]).not.toEqual([200000, '签署成功']);
    expect(forged.message).toBe('该协议须在电子合同签署流程中签署');
    const order = await purchase('lvBa');
    expect([order.state, order.message]).toEqual([402002, '请先签署电子合同']);
  });

  it('stores no unknown agreement id and no engagement signed without its flow', async () => {
    const lv = await investor(server(), 'lvBa');
    const unknown = await lv.post('/v1/agreement/sign', {
      agreementId: 'anything-at-all',
      agreementType: 'contract',
    });
    expect(unknown.message).toBe('未找到该协议，不能签署');
    const engagement = await lv.post('/v1/agreement/sign', {
      agreementId: 'e-signature-agreement',
      agreementType: 'engagement',
    });
    expect(engagement.message).toBe('该协议须在电子合同签署流程中签署');
    expect((await lv.get<{ signed: string }>('/v1/engagement/status?t=1')).data.signed).toBe('0');
    const wrongKind = await lv.post('/v1/agreement/sign', {
      agreementId: 'privacy-policy',
      agreementType: 'contract',
    });
    expect(wrongKind.message).toBe('协议类型与协议不符，不能签署');
    const stored = server().app.portal.db.all<{ agreement_id: string }>(
      "SELECT agreement_id FROM agreement_signs WHERE agreement_id IN ('anything-at-all', 'e-signature-agreement')",
    );
    expect(stored).toEqual([]);
    // The login's own privacy agreement still signs.
    const privacy = await lv.post('/v1/agreement/sign', {
      agreementId: 'privacy-policy',
      agreementType: 'privacy',
    });
    expect([privacy.state, privacy.message]).toEqual([200000, '签署成功']);
  });

  it('refuses an order whose signature row has no evidence of the six steps behind it', async () => {
    const lv = await investor(server(), 'lvBa');
    const files = await lv.get<Array<{ kind: string; noticeCode: string }>>(
      `/v1/contract?fundCode=${PLAN}&t=1`,
    );
    const { db } = server().app.portal;
    const accountId = db.get<{ id: number }>("SELECT id FROM accounts WHERE name = '吕八'")?.id;
    // A signature row written around the flow (as the old /v1/agreement/sign did) is not a signing, even
    // naming the contract's current version: no evidence of the steps stands behind it.
    const version = documentVersion(fundSpec(server().app.portal, PLAN)!, 'contract');
    db.run(
      'INSERT OR IGNORE INTO agreement_signs (account_id, agreement_id, agreement_type, signed_at, version) VALUES (?, ?, ?, ?, ?)',
      [accountId ?? 0, files.data[0].noticeCode, 'contract', server().clock.now(), version],
    );
    const order = await purchase('lvBa');
    expect([order.state, order.message]).toEqual([402002, '请先签署电子合同']);
  });

  it('accepts the order once every step was made through the signing flow', async () => {
    const zhou = await investor(server(), 'zhouJiu');
    expect((await signPrivate(server(), zhou, PLAN)).state).toBe(200000);
    const order = await purchase('zhouJiu');
    expect([order.state, order.message]).toEqual([200000, '下单成功']);
  });
});
