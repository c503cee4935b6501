import type { BuyVerifyData } from '@/api/order/contract';

import { clientOf } from '../../support/portal';
import type { TestServer } from '../../support/server';
import { investor, MONDAY_10AM, orderBody, postOrder, serverAt, type DemoKey } from '../support';

jest.setTimeout(120000);

let server: TestServer;
beforeAll(async () => {
  server = await serverAt(MONDAY_10AM);
});
afterAll(() => server.close());

const verify = async (who: DemoKey, fundCode: string) => {
  const client = await investor(server, who);
  return client.get<BuyVerifyData | null>(
    `/v1/order/buyVerify?fundCode=${fundCode}&businessType=Purchase&t=1`,
  );
};

describe('GET /v1/order/buyVerify: the chain of spec §4 on the session investor', () => {
  it('needs a session', async () => {
    expect(
      (await clientOf(server).get('/v1/order/buyVerify?fundCode=970031&businessType=Purchase&t=1')).state,
    ).toBe(401000);
  });

  it.each([
    ['yangSi', '970031', 402016, '您的账户已被列入黑名单，暂不能交易，请联系客服95517'],
    ['zhangSan', '970081', 400010, '产品适当性关键要素缺失'],
    ['fengEr', '980004', 400011, '该产品仅向合格投资者销售，您尚未完成合格投资者认证。'],
    ['zhengYi', '980004', 400012, '您的合格投资者认证已过期，请重新认证后再购买。'],
    ['youQi', '970031', 400013, '您尚未进行风险承受能力测评，请先完成测评再购买。'],
    ['sunBa', '970031', 400014, '您的风险测评结果已过期，请重新测评后再购买。'],
    [
      'qianQi',
      '970031',
      400015,
      '您的风险承受能力为最低类别，不能购买该产品。如您的情况有变化，可重新进行风险测评。',
    ],
    ['hanSan', '970031', 400016, '您的账号出现异常'],
  ] as const)('%s buying %s is stopped with %s', async (who, fundCode, state, message) => {
    const answer = await verify(who, fundCode);
    expect(answer.state).toBe(state);
    expect(answer.data).toBeNull();
    expect(answer.message).toBe(message);
  });

  it('a fund off the direct-sales white list is not sold here: the chain and the order are refused', async () => {
    const sentence = '该产品暂不支持网上直销购买，如需了解请联系客服95517';
    // 980010 takes purchases (停止赎回) but is not on the white list; 冯二 may see private plans.
    const answer = await verify('fengEr', '980010');
    expect([answer.state, answer.data, answer.message]).toEqual([400035, null, sentence]);
    const client = await investor(server, 'fengEr');
    const order = await postOrder(
      client,
      '/v1/order/purchase',
      await orderBody(client, 'fengEr', { fundCode: '980010', applySum: '1000000.00' }),
    );
    expect(order.json).toMatchObject({ state: 400035, data: null, message: sentence });
  });

  it('a C3 investor and an R3 public fund: can buy, everything matches (0)', async () => {
    const { state, data } = await verify('zhangSan', '970031');
    expect(state).toBe(200000);
    expect(data).toMatchObject({
      statusCode: '0',
      riskMatch: '1',
      investmentTimeMatch: '1',
      investmentVarietiesMatch: '1',
      highRiskProduct: '0',
      investor: { riskLevel: 'C3', isLowestRisk: false, isProfessional: false, investmentLimit: '1-5年' },
      fund: { fundCode: '970031', fundRiskLevel: 'R3', productType: '1', productDueTime: '1-5年' },
    });
    expect(data?.comparisons.map((row) => [row.item, row.match])).toEqual([
      ['risk', '1'],
      ['investmentTime', '1'],
      ['investmentVarieties', '1'],
    ]);
  });

  it('risk above the investor, a public fund: may buy after confirming (1, riskMatch 0)', async () => {
    const { data } = await verify('zhangSan', '970041');
    expect(data).toMatchObject({ statusCode: '1', riskMatch: '0', investmentTimeMatch: '1' });
    expect(data?.comparisons[0]).toEqual({
      item: 'risk',
      investorValue: 'C3 稳健型',
      productValue: 'R4 中高风险',
      match: '0',
    });
  });

  it('horizon and varieties mismatches (0 with the flag at 0) for 朱五 and 秦六', async () => {
    expect((await verify('zhuWu', '970031')).data).toMatchObject({
      statusCode: '0',
      riskMatch: '1',
      investmentTimeMatch: '0',
      investmentVarietiesMatch: '1',
    });
    expect((await verify('qinLiu', '970031')).data).toMatchObject({
      statusCode: '0',
      riskMatch: '1',
      investmentTimeMatch: '1',
      investmentVarietiesMatch: '0',
    });
  });

  it('a professional investor skips the comparison (6), even on an R5 private product', async () => {
    const { data } = await verify('zhouJiu', '980007');
    expect(data).toMatchObject({ statusCode: '6', highRiskProduct: '1', investor: { isProfessional: true } });
  });

  it('an ordinary investor may not buy a private product above their level (3)', async () => {
    const refused = (await verify('lvBa', '980004')).data;
    expect(refused).toMatchObject({ statusCode: '3', riskMatch: '0' });
    expect(refused?.reasons.at(-1)).toBe(
      '私募资产管理产品不向风险承受能力低于产品风险等级的普通投资者销售，您不能购买本产品',
    );
    // The same investor, a private plan within their level: an ordinary match.
    expect((await verify('lvBa', '980001')).data).toMatchObject({ statusCode: '0' });
    // An R5 public fund above a C5's horizon: a mismatch to confirm, with the high-risk notice.
    expect((await verify('fengEr', '970051')).data).toMatchObject({
      statusCode: '0',
      riskMatch: '1',
      investmentTimeMatch: '0',
      highRiskProduct: '1',
    });
  });

  it('refuses an unknown fund and a bad business type', async () => {
    expect((await verify('zhangSan', '123456')).message).toBe('未找到该产品');
    const client = await investor(server, 'zhangSan');
    const bad = await client.get('/v1/order/buyVerify?fundCode=970031&businessType=Redeem&t=1');
    expect([bad.state, bad.message]).toEqual([400000, '查询参数字段 businessType 取值不在允许范围内']);
  });
});
