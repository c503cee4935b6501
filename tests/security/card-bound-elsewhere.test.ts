import type { BindData } from '@/api/bank/contract-cards';
import { withCheckDigit } from '@/server/bank/channels';

import { investor, MONDAY_10AM, serverAt } from '../server/order/support';
import { latestSms } from '../server/support/portal';
import { serverPerFile } from '../server/support/server';

/**
 * Issue 39, low: 该银行卡已绑定 told anyone who typed a card number that another investor had bound it. A
 * card bound by another investor is now refused with the words of any refused card; only the investor's
 * own bound card is called 已绑定.
 */
jest.setTimeout(120000);

const server = serverPerFile(() => serverAt(MONDAY_10AM));
const CARD = withCheckDigit('621483765432101');
const bind = { bankCode: '007', cardNo: CARD, phone: '13700002222', fastPay: '0', agreed: true };

describe('a card another investor bound', () => {
  it('is refused like any refused card, and 已绑定 is said only to its holder', async () => {
    const zhang = await investor(server(), 'zhangSan');
    const { bindId } = (await zhang.post<BindData>('/v1/bank', bind)).data;
    const code = await latestSms(zhang, bind.phone);
    expect((await zhang.post('/v1/bank/confirm', { bindId, code })).state).toBe(200000);

    const qian = await investor(server(), 'qianQi');
    const badDigit = CARD.slice(0, -1) + String((Number(CARD.slice(-1)) + 1) % 10);
    const refused = await qian.post('/v1/bank', { ...bind, cardNo: badDigit });
    expect(refused).toEqual({ state: 400004, data: null, message: '银行卡号有误，请核对卡号后重新输入' });
    expect(await qian.post('/v1/bank', bind)).toEqual(refused);
    expect(await zhang.post('/v1/bank', bind)).toEqual({
      state: 402012,
      data: null,
      message: '该银行卡已绑定，请勿重复绑定',
    });
  });
});
