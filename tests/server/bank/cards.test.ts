import type { BankCard, BindData, ChannelData } from '@/api/bank/contract-cards';
import { withCheckDigit } from '@/server/bank/channels';
import { DEMO } from '@/server/seed/demo-identities';

import { investor, MONDAY_10AM, serverAt } from '../order/support';
import { latestSms } from '../support/portal';
import type { TestServer } from '../support/server';
import { advance, ticketOf } from '../user/support';

jest.setTimeout(120000);

let server: TestServer;
beforeAll(async () => {
  server = await serverAt(MONDAY_10AM);
});
afterAll(() => server.close());

const CMB_CARD = withCheckDigit('621483123456789');
const BANK_PHONE = '13700001111';
const bind = { bankCode: '007', cardNo: CMB_CARD, phone: BANK_PHONE, fastPay: '1', agreed: true };

describe('bank cards', () => {
  it('need a session', async () => {
    const { clientOf } = await import('../support/portal');
    const anonymous = clientOf(server);
    expect((await anonymous.get('/v1/bank/channel?t=1')).state).toBe(401000);
    expect((await anonymous.post('/v1/bank', bind)).state).toBe(401000);
  });

  it("channel: the banks and the investor's seeded card, masked", async () => {
    const zhang = await investor(server, 'zhangSan');
    const { data } = await zhang.get<ChannelData>('/v1/bank/channel?t=1');
    expect(data.banks.map((bank) => bank.bankName)).toContain('招商银行');
    expect(data.cards).toHaveLength(1);
    expect(data.cards[0]).toMatchObject({ bankName: '中国工商银行', phoneMasked: '138****0001' });
    expect(data.cards[0].cardNoMasked).toMatch(/^6222 \*{4} \*{4} \d{4}$/);
  });

  it('refuse bad bodies, a number of another bank or a bad check digit (400004)', async () => {
    const zhang = await investor(server, 'zhangSan');
    expect((await zhang.post('/v1/bank', { ...bind, agreed: false })).state).toBe(400000);
    expect((await zhang.post('/v1/bank', { ...bind, phone: '1234' })).state).toBe(400000);
    expect((await zhang.post('/v1/bank', { ...bind, cardNo: '62148312345' })).state).toBe(400000);
    expect((await zhang.post('/v1/bank', { ...bind, bankCode: '002' })).state).toBe(400004);
    const badDigit = CMB_CARD.slice(0, -1) + String((Number(CMB_CARD.slice(-1)) + 1) % 10);
    expect((await zhang.post('/v1/bank', { ...bind, cardNo: badDigit })).state).toBe(400004);
  });

  it('bind with the bank SMS (60 s between sends, the code once), then 402012 for the same card of the same investor', async () => {
    const zhang = await investor(server, 'zhangSan');
    const started = await zhang.post<BindData>('/v1/bank', bind);
    expect(started).toMatchObject({ state: 200000, data: { phoneMasked: '137****1111' } });
    const { bindId } = started.data;
    expect((await zhang.post('/v1/bank/send', { bindId })).state).toBe(400008);
    // Another investor cannot confirm or resend this binding.
    const qian = await investor(server, 'qianQi');
    expect((await qian.post('/v1/bank/send', { bindId })).message).toBe('没有找到该银行卡');
    await advance(zhang);
    expect((await zhang.post('/v1/bank/send', { bindId })).data).toBe('137****1111');
    const code = await latestSms(zhang, BANK_PHONE);
    expect((await qian.post('/v1/bank/confirm', { bindId, code })).message).toBe('没有找到该银行卡');
    const bound = await zhang.post<BankCard>('/v1/bank/confirm', { bindId, code });
    expect(bound).toMatchObject({ state: 200000, data: { bankName: '招商银行', fastPay: true } });
    expect((await zhang.post('/v1/bank/confirm', { bindId, code })).message).toBe('没有找到该银行卡');
    expect((await zhang.get<ChannelData>('/v1/bank/channel?t=1')).data.cards).toHaveLength(2);
    expect((await zhang.post('/v1/bank', bind)).state).toBe(402012);
    // Another investor is not told the card is bound (issue 39): refused like any refused card.
    expect((await qian.post('/v1/bank', bind)).state).toBe(400004);
  });

  it('untie: 2fa ticket, bank SMS, and never the last card (400038)', async () => {
    const zhang = await investor(server, 'zhangSan');
    const cards = (await zhang.get<ChannelData>('/v1/bank/channel?t=1')).data.cards;
    const cmb = cards.find((card) => card.bankName === '招商银行') as BankCard;
    const icbc = cards.find((card) => card.bankName === '中国工商银行') as BankCard;
    const qian = await investor(server, 'qianQi');
    expect((await qian.post('/v1/bank/untie/pay', { cardId: cmb.id, ticket: 'x'.repeat(43) })).message).toBe(
      '没有找到该银行卡',
    );
    await advance(zhang);
    const ticket = await ticketOf(zhang, DEMO.zhangSan.phone);
    expect((await zhang.post('/v1/bank/untie/pay', { cardId: cmb.id, ticket })).data).toBe('137****1111');
    const code = await latestSms(zhang, BANK_PHONE);
    expect(
      (
        await zhang.post('/v1/bank/untie/verify', {
          cardId: cmb.id,
          code: '000000' === code ? '111111' : '000000',
        })
      ).state,
    ).toBe(400002);
    expect(await zhang.post('/v1/bank/untie/verify', { cardId: cmb.id, code })).toMatchObject({
      state: 200000,
    });
    expect((await zhang.get<ChannelData>('/v1/bank/channel?t=1')).data.cards).toEqual([icbc]);

    await advance(zhang);
    const another = await ticketOf(zhang, DEMO.zhangSan.phone);
    expect(await zhang.post('/v1/bank/untie/pay', { cardId: icbc.id, ticket: another })).toMatchObject({
      state: 400038,
      message: '至少保留一张银行卡，不能解绑最后一张银行卡',
    });
    // The card is free again: another investor may bind it.
    expect((await qian.post('/v1/bank', bind)).state).toBe(200000);
  });
});
