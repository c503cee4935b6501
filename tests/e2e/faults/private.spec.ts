/**
 * Buying a private plan under faults (issue 29): 周九 signs 980001 (spec §4's six steps) and orders 300 000
 * yuan while POST /v1/order/purchase meets a fault once. The screen says what happened, keeps the amount,
 * finds an order whose answer was lost, and exactly one order of the plan exists.
 */
import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO, DEMO_TRADE_PASSWORD } from '../../../server/seed/demo-identities';
import { expect, test } from '../support/fixtures';
import { logInByApi } from '../support/login-api';
import { FAULTS, inject, type Fault } from './support/faults';
import { expectSurvived, SAYS, watchPageErrors } from './support/survived';

const PLAN = { code: '980001', name: '国证资管鑫享1号集合资产管理计划' };
const ZHOU = DEMO.zhouJiu;
const logIn = (page: Page) => logInByApi(page.request, { account: ZHOU.idNo, phone: ZHOU.phone });

/** Private plans take orders 09:30–15:00 on trading days: move the server's clock there (forward only). */
async function toTradingMorning(request: APIRequestContext) {
  const answer = await request.get('/v1/order/dateTimeStatus', { params: { t: Date.now() } });
  const { data } = (await answer.json()) as {
    data: { date: string; time: string; isTradeDay: boolean; nextTradeDate: string };
  };
  if (data.isTradeDay && data.time >= '093000' && data.time < '140000') return;
  const day = data.isTradeDay && data.time < '093000' ? data.date : data.nextTradeDate;
  const at = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T10:00:00+08:00`;
  expect((await request.post('/__dev/clock/to', { data: { at } })).ok()).toBe(true);
}

async function tradePassword(page: Page) {
  const dialog = page.getByRole('dialog', { name: '交易密码验证' });
  await dialog.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
  await dialog.getByRole('button', { name: '确定' }).click();
}

/** The six signing steps up to the order form (tests/e2e/private.spec.ts walks them with every check). */
async function signToOrderForm(page: Page) {
  await logIn(page);
  await toTradingMorning(page.request);
  await logIn(page);
  await page.goto(`/index.html#/trade-center/purchase?keyword=${PLAN.code}`);
  await page.getByRole('button', { name: `购买 ${PLAN.name}`, exact: true }).click();
  await tradePassword(page);
  const engagement = page.getByRole('dialog', { name: '电子签名约定书' });
  await engagement.getByRole('checkbox').check();
  await engagement.getByRole('button', { name: '签署约定书' }).click();
  // The contract read (step 3), then the risk disclosure read and signed before the contract is (review P9).
  for (const [title, seconds] of [
    ['阅读电子合同', 10],
    ['阅读风险揭示书', 5],
  ] as const) {
    const read = page.getByRole('dialog', { name: title }).getByRole('button', { name: '我已阅读' });
    await expect(read).toBeEnabled({ timeout: (seconds + 5) * 1000 });
    await read.click();
    if (title !== '阅读风险揭示书') continue;
    const sign = page.getByRole('dialog', { name: '签署风险揭示书' });
    await sign.getByRole('checkbox').check();
    await sign.getByRole('button', { name: '签署风险揭示书' }).click();
  }
  const declaration = page.getByRole('dialog', { name: '投资者声明' });
  const boxes = declaration.getByRole('checkbox');
  await expect(boxes).toHaveCount(13);
  for (let i = 0; i < 13; i += 1) await boxes.nth(i).check();
  await declaration.getByRole('button', { name: '提交声明' }).click();
  await page.waitForURL((url) => url.hash === `#/trade-center/purchase/order?id=${PLAN.code}`);
  return page.getByRole('region', { name: '申购下单' });
}

async function planOrders(page: Page): Promise<number> {
  const answer = await page.request.get('/v1/account/assets/transit', { params: { t: Date.now() } });
  const { data } = (await answer.json()) as { data: { fundCode: string }[] };
  return data.filter((order) => order.fundCode === PLAN.code).length;
}

const keysOf = (requests: { headers(): Record<string, string> }[]) =>
  new Set(requests.map((request) => request.headers()['idempotency-key']));

for (const fault of [FAULTS.bad502, FAULTS.dropAnswer] as Fault[]) {
  test(`private purchase survives ${fault.name}: one order, the same Idempotency-Key, the amount kept`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchPageErrors(page);
    const form = await signToOrderForm(page);
    const calls = await inject(page, { method: 'POST', path: '/v1/order/purchase' }, fault);
    await form.getByRole('textbox', { name: '申购金额' }).fill('300000');
    await form.getByRole('button', { name: '确认申购' }).click();
    await tradePassword(page);
    await expectSurvived(page, SAYS.orderUnknown);
    const placed = page.getByRole('region', { name: '申购申请已提交' });
    if (fault.kind === 'dropAnswer') {
      await expect(page.getByText('已查到该笔申请，未重复下单')).toBeVisible();
    } else {
      await expect(form.getByRole('textbox', { name: '申购金额' })).toHaveValue('300000');
      await form.getByRole('button', { name: '重新提交' }).click();
    }
    await expect(placed).toBeVisible();
    expect(await planOrders(page)).toBe(1);
    expect(keysOf(calls.requests).size).toBe(1);
    expect(errors).toEqual([]);
  });
}
