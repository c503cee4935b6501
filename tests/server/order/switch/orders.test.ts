import Big from 'big.js';

import type { TradeRecordItem } from '@/api/account/contract-assets';
import type { SwitchData, SwitchQuoteData, SwitchTargetsData } from '@/api/order/contract-switch';
import { SWITCH_TEXT } from '@/shared/trading';

import type { HttpClient } from '../../support/http-client';
import type { TestServer } from '../../support/server';
import {
  envelope,
  newKey,
  orderStateOf,
  postOrder,
  tradeBody,
  ZHANG_ACCOUNT,
  zhangAt,
  zhangOnMondayForFile,
} from '../support';

let server: TestServer;
let zhang: HttpClient;
zhangOnMondayForFile((s) => ({ server, browser: zhang } = s));

const db = () => server.app.portal.db;
const q = (fields: Record<string, string>) => new URLSearchParams({ ...fields, t: '1' }).toString();

const targets = async (fundCode = '970011') =>
  envelope<SwitchTargetsData>(
    await zhang.request('GET', `/v1/order/switchTargets?${q({ fundCode, tradeAccount: ZHANG_ACCOUNT })}`),
  );
const quote = async (fields: Record<string, string>) =>
  envelope<SwitchQuoteData>(
    await zhang.request(
      'GET',
      `/v1/order/switchQuote?${q({ fundCode: '970011', tradeAccount: ZHANG_ACCOUNT, targetFundCode: '970031', ...fields })}`,
    ),
  );
async function placeSwitch(fields: Record<string, unknown>, key = newKey()) {
  const body = await tradeBody(zhang, 'zhangSan', {
    fundCode: '970011',
    targetFundCode: '970031',
    ...fields,
  });
  return postOrder(zhang, '/v1/order/switch', body, key);
}
const orderCount = () => db().get<{ n: number }>('SELECT count(*) AS n FROM orders')?.n;
const navOn = (fundCode: string, date: string) =>
  db().get<{ nav: string }>('SELECT nav FROM fund_navs WHERE fund_code = ? AND nav_date = ?', [
    fundCode,
    date,
  ])?.nav as string;

describe('switch targets', () => {
  it('lists the funds of the same registrar open for switching, not QDII-bound rules broken nor other registrars', async () => {
    const answer = await targets();
    expect(answer.state).toBe(200000);
    const codes = answer.data.targets.map((t) => t.fundCode);
    expect(codes).toEqual(expect.arrayContaining(['970031', '970013', '970061']));
    expect(codes).not.toContain('970011');
    expect(codes).not.toContain('970091');
    expect(answer.data.minSwitchShares).toBe('100.00');
  });
});

describe('switch quote (fee = the redemption fee by holding days + 补差, shown before confirming)', () => {
  it('quotes the redemption fee of the lots and the purchase-fee difference, in decimal', async () => {
    const answer = await quote({ applyShare: '1000.00' });
    expect(answer.state).toBe(200000);
    const d = answer.data;
    const gross = new Big('1000.00').times(d.outNav).round(2, Big.roundHalfUp);
    expect(d.gross).toBe(gross.toFixed(2));
    // The oldest lot (held 80+ days) has no redemption fee for this bond fund.
    expect(d.redeemFee).toBe('0.00');
    // 970031 online 0.6 % minus 970011 online 0.08 %, net-amount method on the switched amount.
    const fee = (rate: string) => gross.minus(gross.div(new Big(1).plus(rate)).round(2, Big.roundHalfUp));
    expect(d.diffFee).toBe(fee('0.006').minus(fee('0.0008')).toFixed(2));
    expect(d.fee).toBe(new Big(d.redeemFee).plus(d.diffFee).toFixed(2));
    expect(d.inAmount).toBe(gross.minus(d.fee).toFixed(2));
    expect([d.tradeDate, d.confirmDate, d.availableDate]).toEqual(['20261123', '20261124', '20261125']);
  });
});

describe('bad input to every switch call: a clear Chinese refusal, nothing changes', () => {
  it('refuses a malformed share figure, an unknown fund and another registrar', async () => {
    const before = orderCount();
    for (const [fields, message] of [
      [{ applyShare: '10.5' }, null],
      [{ applyShare: '50.00' }, SWITCH_TEXT.belowMin('100')],
      [{ applyShare: '99999999.00' }, null],
      [{ targetFundCode: '970091', applyShare: '1000.00' }, SWITCH_TEXT.otherRegistrar],
      [{ targetFundCode: '970011', applyShare: '1000.00' }, SWITCH_TEXT.sameFund],
      [{ targetFundCode: '999999', applyShare: '1000.00' }, '未找到该产品'],
    ] as const) {
      const answer = await quote(fields);
      expect(answer.state).not.toBe(200000);
      expect(answer.message).toMatch(/[\u4e00-\u9fa5]/);
      if (message) expect(answer.message).toBe(message);
      const placed = envelope<SwitchData>(await placeSwitch(fields));
      expect(placed.state).not.toBe(200000);
      expect(placed.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const noKey = await zhang.request(
      'POST',
      '/v1/order/switch',
      await tradeBody(zhang, 'zhangSan', {
        fundCode: '970011',
        targetFundCode: '970031',
        applyShare: '1000.00',
      }),
    );
    expect(envelope(noKey).message).toMatch(/[\u4e00-\u9fa5]/);
    const targetsOfNone = await targets('970031');
    expect(targetsOfNone.state).not.toBe(200000);
    expect(targetsOfNone.message).toMatch(/[\u4e00-\u9fa5]/);
    expect(orderCount()).toBe(before);
  });

  it('refuses an in-fund whose suitability as a purchase does not match (R5 for a C3 investor)', async () => {
    const answer = await quote({ targetFundCode: '970051', applyShare: '1000.00' });
    expect(answer.state).not.toBe(200000);
    expect(answer.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('placing, cancelling and confirming a switch', () => {
  let placed: SwitchData;

  it('places one switch for a double click or a replay of the same key (idempotency)', async () => {
    const before = orderCount() as number;
    const key = newKey();
    const [first, second] = await Promise.all([
      placeSwitch({ applyShare: '500.00' }, key),
      placeSwitch({ applyShare: '500.00' }, key),
    ]);
    const replay = await placeSwitch({ applyShare: '500.00' }, key);
    const answers = [first, second, replay].map((a) => envelope<SwitchData>(a));
    expect(answers.map((a) => a.state)).toEqual([200000, 200000, 200000]);
    expect(new Set(answers.map((a) => a.data.appNo)).size).toBe(1);
    expect(orderCount()).toBe(before + 2);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const conflict = await placeSwitch({ applyShare: '600.00' }, key);
    expect(conflict.status).toBe(409);
  });

  it('cancels a switch before 15:00 of T: both legs, the shares free again', async () => {
    const answer = envelope<SwitchData>(await placeSwitch({ applyShare: '300.00' }));
    expect(answer.state).toBe(200000);
    const list = envelope<{ orders: Array<{ appNo: string; businessType: string }> }>(
      await zhang.request('GET', '/v1/order/cancel?t=1'),
    );
    const listed = JSON.stringify(list.data);
    expect(listed).toContain(answer.data.appNo);
    expect(listed).not.toContain(answer.data.inAppNo);
    const body = await tradeBody(zhang, 'zhangSan', { originalAppNo: answer.data.appNo });
    const cancelled = envelope(await postOrder(zhang, '/v1/order/cancel', body));
    expect(cancelled.state).toBe(200000);
    expect([orderStateOf(server, answer.data.appNo), orderStateOf(server, answer.data.inAppNo)]).toEqual([
      'cancelled',
      'cancelled',
    ]);
  });

  it('places the switch to confirm: the shares are frozen until confirmed', async () => {
    const before = new Big((await targets()).data.availableShares);
    const answer = envelope<SwitchData>(await placeSwitch({ applyShare: '1000.00' }));
    expect(answer.state).toBe(200000);
    expect(answer.message).toBe('转换申请已提交');
    placed = answer.data;
    expect(placed).toMatchObject({
      tradeDate: '20261123',
      confirmDate: '20261124',
      availableDate: '20261125',
    });
    expect(new Big((await targets()).data.availableShares).toFixed(2)).toBe(before.minus(1000).toFixed(2));
  });

  it('refuses a cancel after 15:00 of T', async () => {
    zhang = await zhangAt(server, '2026-11-23T15:00:00+08:00');
    const body = await tradeBody(zhang, 'zhangSan', { originalAppNo: placed.appNo });
    const answer = envelope(await postOrder(zhang, '/v1/order/cancel', body));
    expect(answer.state).not.toBe(200000);
    expect(answer.message).toContain('已过撤单截止时间');
  });

  it('shows both legs as 转换 in transit before the confirmation', async () => {
    const transit = envelope<Array<{ appNo: string; businessType: string; applyShare: string | null }>>(
      await zhang.request('GET', '/v1/account/assets/transit?t=1'),
    );
    const legs = transit.data.filter((t) => [placed.appNo, placed.inAppNo].includes(t.appNo));
    expect(legs.map((t) => [t.businessType, t.applyShare]).sort()).toEqual([
      ['SwitchIn', null],
      ['SwitchOut', '1000.00'],
    ]);
  });

  it('confirms T+1 at both funds NAVs of T, the fee by the rule', async () => {
    zhang = await zhangAt(server, '2026-11-24T10:00:00+08:00');
    expect([orderStateOf(server, placed.appNo), orderStateOf(server, placed.inAppNo)]).toEqual([
      'confirmed',
      'confirmed',
    ]);
    const outNav = navOn('970011', '20261123');
    const inNav = navOn('970031', '20261123');
    const gross = new Big('1000.00').times(outNav).round(2, Big.roundHalfUp);
    const fee = (rate: string) => gross.minus(gross.div(new Big(1).plus(rate)).round(2, Big.roundHalfUp));
    const switchFee = fee('0.006').minus(fee('0.0008'));
    const inAmount = gross.minus(switchFee);
    const confirmations = envelope<{ rows: Array<Record<string, string>> }>(
      await zhang.request('GET', '/v1/account/trade/confirm/record?t=1'),
    ).data.rows.filter((r) => [placed.appNo, placed.inAppNo].includes(r.appNo));
    expect(
      confirmations
        .map((r) => [r.businessType, r.fundCode, r.confirmedAmount, r.fee, r.nav, r.confirmedShares])
        .sort(),
    ).toEqual([
      ['SwitchIn', '970031', inAmount.toFixed(2), '0.00', inNav, inAmount.div(inNav).round(2, 1).toFixed(2)],
      ['SwitchOut', '970011', gross.toFixed(2), switchFee.toFixed(2), outNav, '1000.00'],
    ]);
  });

  it('makes the new shares available T+2, not T+1', async () => {
    const redeemable = async () =>
      envelope<Array<{ availableShares: string }>>(
        await zhang.request(
          'GET',
          `/v1/order/redeemable?${q({ fundCode: '970031', tradeAccount: ZHANG_ACCOUNT })}`,
        ),
      ).data;
    expect(await redeemable()).toEqual([]);
    zhang = await zhangAt(server, '2026-11-25T10:00:00+08:00');
    const [held] = await redeemable();
    expect(Number(held.availableShares)).toBeGreaterThan(0);
  });

  it('shows both legs as 转换 in the trade records', async () => {
    const records = envelope<{ rows: TradeRecordItem[] }>(
      await zhang.request('GET', '/v1/account/trade/record?t=1'),
    );
    const mine = records.data.rows.filter((r) => [placed.appNo, placed.inAppNo].includes(r.appNo));
    expect(mine.map((r) => [r.businessType, r.fundCode, r.applySum, r.orderStatus]).sort()).toEqual([
      ['SwitchIn', '970031', null, '1'],
      ['SwitchOut', '970011', null, '1'],
    ]);
  });
});
