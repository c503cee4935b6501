/**
 * 开通快捷支付 on a card already bound and 关闭快捷支付 (issue 41 item 1, I2.20): 张三's seeded ICBC card has
 * fast pay; he closes it (trade password), opens it again with the bank's SMS and the agreement, and each
 * step refuses bad input in Chinese.
 */
import type { EvidenceData } from '@/api/agreement/contract-evidence';
import type { BankCard } from '@/api/bank/contract-cards';
import type { FastPayOpenData } from '@/api/bank/contract-fast-pay';
import { withCheckDigit } from '@/server/bank/channels';
import { DEMO, DEMO_TRADE_PASSWORD } from '@/server/seed/demo-identities';

import { icbcCard, investor, MONDAY_10AM, serverAt } from '../order/support';
import type { HttpClient } from '../support/http-client';
import { encrypt, latestSms } from '../support/portal';
import { serverPerFile } from '../support/server';
import { advance } from '../user/support';

jest.setTimeout(120000);

const server = serverPerFile(() => serverAt(MONDAY_10AM));

const PHONE = DEMO.zhangSan.phone;
const agreementSigns = async (client: HttpClient) =>
  (await client.get<EvidenceData>('/v1/agreement/evidence?t=1')).data.entries.filter(
    (entry) => entry.summary === '签署《快捷支付服务协议》',
  );
const close = async (client: HttpClient, cardId: string, password = DEMO_TRADE_PASSWORD) =>
  client.post<BankCard>('/v1/bank/fastPay/close', { cardId, password: await encrypt(client, password) });

describe('关闭快捷支付 needs the trade password and closes once', () => {
  it('a wrong trade password is refused and fast pay stays; the right one closes it; closing again is one closing', async () => {
    const zhang = await investor(server(), 'zhangSan');
    const card = await icbcCard(zhang);
    expect(card.fastPay).toBe(true);
    const wrong = await close(zhang, card.id, '000000');
    expect(wrong.state).not.toBe(200000);
    expect(wrong.message).toMatch(/^交易密码错误/);
    expect((await icbcCard(zhang)).fastPay).toBe(true);

    const closed = await close(zhang, card.id);
    expect(closed).toMatchObject({ state: 200000, message: '快捷支付已关闭', data: { fastPay: false } });
    expect(closed.data.fastPayLimits).toBeNull();
    const again = await close(zhang, card.id);
    expect(again).toMatchObject({ state: 200000, data: { fastPay: false } });
    expect(
      server().app.portal.db.all("SELECT id FROM bank_fast_pay_switches WHERE action = 'close'"),
    ).toHaveLength(1);
  });

  it("another investor's card is not found, and nothing of it changes", async () => {
    const zhang = await investor(server(), 'zhangSan');
    const qian = await investor(server(), 'qianQi');
    const card = await icbcCard(zhang);
    expect((await qian.post('/v1/bank/fastPay/open', { cardId: card.id, agreed: true })).message).toBe(
      '没有找到该银行卡',
    );
  });
});

describe('开通快捷支付 on a bound card: the bank SMS, the agreement signed and recorded', () => {
  let openId = '';

  it('needs the agreement accepted, sends the bank SMS to the reserved phone', async () => {
    const zhang = await investor(server(), 'zhangSan');
    const card = await icbcCard(zhang);
    expect(card.fastPay).toBe(false);
    expect((await zhang.post('/v1/bank/fastPay/open', { cardId: card.id, agreed: false })).state).toBe(
      400000,
    );
    const started = await zhang.post<FastPayOpenData>('/v1/bank/fastPay/open', {
      cardId: card.id,
      agreed: true,
    });
    expect(started).toMatchObject({
      state: 200000,
      message: '银行验证码已发送至138****0001',
      data: { phoneMasked: '138****0001' },
    });
    openId = started.data.openId;
  });

  it('a wrong code is refused (短信验证码错误) and an expired one too (短信验证码已失效); fast pay stays closed', async () => {
    const zhang = await investor(server(), 'zhangSan');
    const code = await latestSms(zhang, PHONE);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await zhang.post('/v1/bank/fastPay/confirm', { openId, code: wrongCode })).message).toBe(
      '短信验证码错误',
    );
    await advance(zhang, 121);
    expect((await zhang.post('/v1/bank/fastPay/confirm', { openId, code })).message).toBe(
      '短信验证码已失效，请重新获取',
    );
    expect((await icbcCard(zhang)).fastPay).toBe(false);
    expect(await agreementSigns(zhang)).toHaveLength(0);
  });

  it('the right code of a resent SMS opens fast pay and records the signed agreement; a replay answers it again, once', async () => {
    const zhang = await investor(server(), 'zhangSan');
    expect((await zhang.post<string>('/v1/bank/fastPay/send', { openId })).data).toBe('138****0001');
    const code = await latestSms(zhang, PHONE);
    const opened = await zhang.post<BankCard>('/v1/bank/fastPay/confirm', { openId, code });
    expect(opened).toMatchObject({ state: 200000, message: '快捷支付开通成功', data: { fastPay: true } });
    expect(opened.data.fastPayLimits).toMatchObject({ singleLimit: '50000.00', dailyLimit: '50000.00' });
    const signs = await agreementSigns(zhang);
    expect(signs).toHaveLength(1);
    expect(signs[0]).toMatchObject({
      documentCode: 'fast-pay-agreement',
      documentName: '快捷支付服务协议.pdf',
    });
    expect(signs[0].documentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(signs[0].detail ?? '{}')).toMatchObject({ bankCode: '002' });

    const replay = await zhang.post<BankCard>('/v1/bank/fastPay/confirm', { openId, code });
    expect(replay).toMatchObject({ state: 200000, data: { fastPay: true } });
    expect(await agreementSigns(zhang)).toHaveLength(1);
    expect((await zhang.get<EvidenceData>('/v1/agreement/evidence?t=1')).data.intact).toBe('1');
  });

  it('an opened card is not opened again (该银行卡已开通快捷支付，无需重复开通)', async () => {
    const zhang = await investor(server(), 'zhangSan');
    const card = await icbcCard(zhang);
    await advance(zhang);
    expect((await zhang.post('/v1/bank/fastPay/open', { cardId: card.id, agreed: true })).message).toBe(
      '该银行卡已开通快捷支付，无需重复开通',
    );
  });

  it('a card of a bank whose channel offers no fast pay is refused', async () => {
    const zhang = await investor(server(), 'zhangSan');
    await advance(zhang);
    // 天津银行 (027): bound without fast pay; its BIN is not in the table, the chosen bank is taken.
    const cardNo = withCheckDigit('623100000000123');
    const bind = { bankCode: '027', cardNo, phone: PHONE, fastPay: '0', agreed: true };
    const started = await zhang.post<{ bindId: string }>('/v1/bank', bind);
    expect(started.state).toBe(200000);
    const bound = await zhang.post<BankCard>('/v1/bank/confirm', {
      bindId: started.data.bindId,
      code: await latestSms(zhang, PHONE),
    });
    expect(bound.data).toMatchObject({ bankName: '天津银行', fastPay: false });
    expect((await zhang.post('/v1/bank/fastPay/open', { cardId: bound.data.id, agreed: true })).message).toBe(
      '该银行暂不支持快捷支付，可绑定后使用汇款支付',
    );
  });
});
