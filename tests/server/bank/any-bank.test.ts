/**
 * A card of any bank of the table (issue 41 item 4, I3E.26): the channel lists every bank with its short and
 * full names; a card of a bank beyond the five of old is bound; a wrong check digit, a bank outside the table
 * and fast pay where the bank's channel has none are refused, each in Chinese.
 */
import type { BankCard, BindData, ChannelData } from '@/api/bank/contract-cards';
import { withCheckDigit } from '@/server/bank/channels';
import { DEMO } from '@/server/seed/demo-identities';
import { BANKS } from '@/shared/bank/banks';

import { investor, MONDAY_10AM, serverAt } from '../order/support';
import type { HttpClient } from '../support/http-client';
import { latestSms } from '../support/portal';
import { serverPerFile } from '../support/server';
import { advance } from '../user/support';

jest.setTimeout(120000);

const server = serverPerFile(() => serverAt(MONDAY_10AM));

const PHONE = DEMO.zhangSan.phone;
const bodyOf = (bankCode: string, cardNo: string, fastPay = '0') => ({
  bankCode,
  cardNo,
  phone: PHONE,
  fastPay,
  agreed: true,
});

async function bindCard(client: HttpClient, body: ReturnType<typeof bodyOf>) {
  await advance(client);
  const started = await client.post<BindData>('/v1/bank', body);
  if (started.state !== 200000) return started;
  return client.post<BankCard>('/v1/bank/confirm', {
    bindId: started.data.bindId,
    code: await latestSms(client, PHONE),
  });
}

describe('any bank of the table', () => {
  it('the channel lists every bank of the table, each with its short and full names', async () => {
    const zhang = await investor(server(), 'zhangSan');
    const { banks } = (await zhang.get<ChannelData>('/v1/bank/channel?t=1')).data;
    expect(banks).toHaveLength(BANKS.length);
    expect(banks.find((bank) => bank.bankCode === '016')).toMatchObject({
      bankName: '上海浦东发展银行',
      shortName: '浦发银行',
      luhn: true,
      singleLimit: 50000,
    });
    expect(banks.find((bank) => bank.bankCode === '035')).toMatchObject({
      bankName: '苏州银行',
      singleLimit: null,
    });
  });

  it('binds a card of a joint-stock bank recognised by its BIN, with fast pay', async () => {
    const zhang = await investor(server(), 'zhangSan');
    const bound = await bindCard(zhang, bodyOf('009', withCheckDigit('622690123456789'), '1'));
    expect(bound).toMatchObject({ state: 200000, data: { bankName: '中信银行', fastPay: true } });
  });

  it('binds a card of a city bank whose BIN is not listed, for the bank chosen', async () => {
    const zhang = await investor(server(), 'zhangSan');
    const bound = await bindCard(zhang, bodyOf('035', withCheckDigit('623456000000001')));
    expect(bound).toMatchObject({ state: 200000, data: { bankName: '苏州银行', fastPay: false } });
  });

  it('refuses a wrong check digit with 银行卡号有误 (400004)', async () => {
    const zhang = await investor(server(), 'zhangSan');
    const good = withCheckDigit('623456000000002');
    const bad = good.slice(0, -1) + String((Number(good.slice(-1)) + 1) % 10);
    const refused = await zhang.post('/v1/bank', bodyOf('035', bad));
    expect(refused).toMatchObject({ state: 400004, message: '银行卡号有误，请核对卡号后重新输入' });
  });

  it('takes a rural credit co-operative card without a Luhn check digit', async () => {
    const zhang = await investor(server(), 'zhangSan');
    const good = withCheckDigit('623456000000003');
    const noLuhn = good.slice(0, -1) + String((Number(good.slice(-1)) + 1) % 10);
    const bound = await bindCard(zhang, bodyOf('072', noLuhn));
    expect(bound).toMatchObject({ state: 200000, data: { bankName: '江苏省农村信用社联合社' } });
  });

  it('refuses a bank outside the table and a BIN of another bank', async () => {
    const zhang = await investor(server(), 'zhangSan');
    const card = withCheckDigit('623456000000004');
    expect(await zhang.post('/v1/bank', bodyOf('999', card))).toMatchObject({
      state: 400004,
      message: '暂不支持该银行的银行卡，请在列表中选择开户银行',
    });
    expect(await zhang.post('/v1/bank', bodyOf('035', withCheckDigit('622690123456788')))).toMatchObject({
      state: 400004,
      message: '卡号与所选银行不符，请核对',
    });
  });

  it('refuses fast pay with a card of a bank whose channel has none', async () => {
    const zhang = await investor(server(), 'zhangSan');
    const refused = await zhang.post('/v1/bank', bodyOf('035', withCheckDigit('623456000000005'), '1'));
    expect(refused.message).toBe('该银行暂不支持快捷支付，可绑定后使用汇款支付');
  });
});
