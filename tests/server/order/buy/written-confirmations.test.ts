import type { BuyVerifyData } from '@/api/order/contract';
import type { WrittenConfirmation } from '@/api/order/contract-orders';

import type { HttpClient } from '../../support/http-client';
import type { TestServer } from '../../support/server';
import {
  confirmSummary,
  investor,
  MONDAY_10AM,
  pageConfirmations,
  purchase,
  zhangOnMondayForFile,
} from '../support';

let server: TestServer;
let zhang: HttpClient;
zhangOnMondayForFile((s) => ({ server, browser: zhang } = s));

const verify = async (client: HttpClient, fundCode: string) =>
  (await client.get<BuyVerifyData>(`/v1/order/buyVerify?fundCode=${fundCode}&businessType=Purchase&t=1`))
    .data;
const without = (confirmations: WrittenConfirmation[], statement: string) =>
  confirmations.filter((confirmation) => confirmation.statement !== statement);

interface EvidenceRow {
  kind: string;
  document_code: string;
  document_name: string;
  document_hash: string;
  detail: string;
  at: number;
}
const evidenceOf = (appNo: string) =>
  server.app.portal.db.all<EvidenceRow>(
    'SELECT kind, document_code, document_name, document_hash, detail, at FROM evidence WHERE app_no = ? ORDER BY seq',
    [appNo],
  );

describe('written confirmations of the suitability chain (办法 art. 19, 20, 32; reviews U8, U10)', () => {
  it('an order is refused unless every mismatch the rules find was confirmed in writing, each by its own statement', async () => {
    // 朱五: C4, horizon 1年以内; 970051 is R5 with a longer horizon: risk and horizon mismatch, high risk.
    const zhu = await investor(server, 'zhuWu');
    await confirmSummary(zhu, '970051');
    const all = await pageConfirmations(zhu, '970051');
    expect(all.map((confirmation) => confirmation.statement)).toEqual([
      'mismatch-risk',
      'mismatch-horizon',
      'high-risk',
      'special-care',
    ]);
    const fields = { fundCode: '970051', applySum: '1000.00' };
    const refused = await purchase(zhu, 'zhuWu', {
      ...fields,
      confirmations: without(all, 'mismatch-horizon'),
    });
    expect([refused.state, refused.message]).toEqual([
      400035,
      '缺少「投资期限不匹配提示」的书面确认，请重新阅读并确认后再购买',
    ]);
    const none = await purchase(zhu, 'zhuWu', { ...fields, confirmations: [] });
    expect(none.message).toBe('缺少「风险等级不匹配提示」的书面确认，请重新阅读并确认后再购买');
    expect((await purchase(zhu, 'zhuWu', { ...fields, confirmations: all })).state).toBe(200000);
  });

  it('a confirmation of an old version of the statement, or of other words, is refused', async () => {
    await confirmSummary(zhang, '970041');
    const [risk] = await pageConfirmations(zhang, '970041');
    const fields = { fundCode: '970041', applySum: '1000.00' };
    const old = await purchase(zhang, 'zhangSan', {
      ...fields,
      confirmations: [{ ...risk, version: '2020-01-01' }],
    });
    expect(old.message).toBe('「风险等级不匹配提示」的内容已更新或与所示不符，请重新阅读并确认后再购买');
    const other = await purchase(zhang, 'zhangSan', {
      ...fields,
      confirmations: [{ ...risk, text: '同意' }],
    });
    expect(other.message).toBe(old.message);
  });

  it('a confirmation dated after its receipt is refused, not kept as evidence (issue 39, low)', async () => {
    await confirmSummary(zhang, '970041');
    const [risk] = await pageConfirmations(zhang, '970041');
    const fields = { fundCode: '970041', applySum: '1000.00' };
    // The back office received it at 10:00:00; a press dated 10:01:01 had not happened yet.
    const later = await purchase(zhang, 'zhangSan', {
      ...fields,
      confirmations: [{ ...risk, confirmedAt: '2026-11-23T10:01:01+08:00' }],
    });
    expect(later.message).toBe('「风险等级不匹配提示」的确认时间晚于本次提交的时间，请重新确认后再购买');
    // A page whose estimate of the server's clock runs a little ahead (within a minute) is not refused.
    const close = await purchase(zhang, 'zhangSan', {
      ...fields,
      confirmations: [{ ...risk, confirmedAt: '2026-11-23T10:00:40+08:00' }],
    });
    expect(close.state).toBe(200000);
  });

  it('each mismatch confirmation is evidence of its own: the statement, its version and words, the warning, the page time of the press and the server time of receipt', async () => {
    await confirmSummary(zhang, '970041');
    const [risk] = await pageConfirmations(zhang, '970041');
    const pressed = { ...risk, confirmedAt: '2026-11-23T09:59:41.250+08:00' };
    const accepted = await purchase(zhang, 'zhangSan', {
      fundCode: '970041',
      applySum: '1000.00',
      confirmations: [pressed],
    });
    expect(accepted.state).toBe(200000);
    const [entry, ...rest] = evidenceOf(accepted.data.appNo);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'mismatch',
      document_code: 'mismatch-risk',
      document_name: '风险等级不匹配提示',
      at: Date.parse(MONDAY_10AM),
    });
    expect(entry.document_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(entry.detail)).toMatchObject({
      statement: 'mismatch-risk',
      version: risk.version,
      text: '本人已阅读上述提示，知晓「国证资管沪深300指数增强」与本人的风险承受能力不匹配，经审慎考虑，坚持购买该产品，并自愿承担由此产生的风险和损失。',
      warning: '该产品的风险等级超出您的风险承受能力，购买后可能承受超出您承受能力的损失。',
      comparison: { item: 'risk', investorValue: 'C3 稳健型', match: '0' },
      pageConfirmedAt: '2026-11-23T09:59:41.250+08:00',
      receivedAt: '2026-11-23 10:00:00',
    });
  });

  it('an ordinary investor aged 65 or more (by the ID number on file) is a special investor: buyVerify names it, and the order is refused without the special-care acknowledgement', async () => {
    const yan = await investor(server, 'yanYi');
    expect((await verify(yan, '970031')).specialCare).toEqual(['elderly', 'firstPurchase']);
    await confirmSummary(yan, '970031');
    const fields = { fundCode: '970031', applySum: '1000.00' };
    const refused = await purchase(yan, 'yanYi', { ...fields, confirmations: [] });
    expect([refused.state, refused.message]).toEqual([
      400035,
      '缺少「特别风险提示」的书面确认，请重新阅读并确认后再购买',
    ]);
    const accepted = await purchase(yan, 'yanYi', fields);
    expect(accepted.state).toBe(200000);
    const [entry] = evidenceOf(accepted.data.appNo);
    expect(entry).toMatchObject({ kind: 'specialCare', document_code: 'special-care' });
    const detail = JSON.parse(entry.detail) as { specialCare: string[]; notice: string[]; text: string };
    expect(detail.specialCare).toEqual(['elderly', 'firstPurchase']);
    expect(detail.notice[0]).toMatch(/^您已年满65周岁。/);
    expect(detail.text).toBe(
      '本人已阅读上述特别风险提示，已充分了解购买「国证资管稳健配置混合」的风险，经审慎考虑后自主决定购买，并自愿承担投资风险。',
    );
  });

  it('a first-time buyer (no purchase confirmed yet) is a special investor; one with a confirmed purchase and a professional are not', async () => {
    const feng = await investor(server, 'fengEr');
    expect((await verify(feng, '970031')).specialCare).toEqual(['firstPurchase']);
    // 张三 holds funds bought and confirmed before; 周九 (65 this year) is a professional investor.
    expect((await verify(zhang, '970031')).specialCare).toEqual([]);
    const zhou = await investor(server, 'zhouJiu');
    expect((await verify(zhou, '970031')).specialCare).toEqual([]);
  });

  it('the evidence of written confirmations is never deleted nor changed (kept ≥ 20 years, 办法 art. 32)', async () => {
    await confirmSummary(zhang, '970041');
    const accepted = await purchase(zhang, 'zhangSan', { fundCode: '970041', applySum: '1000.00' });
    const { appNo } = accepted.data;
    const db = server.app.portal.db;
    expect(() => db.run('DELETE FROM evidence WHERE app_no = ?', [appNo])).toThrow('evidence is append-only');
    expect(() => db.run("UPDATE evidence SET detail = '{}' WHERE app_no = ?", [appNo])).toThrow(
      'evidence is append-only',
    );
    expect(evidenceOf(appNo).map((entry) => entry.kind)).toEqual(['mismatch']);
  });
});
