/**
 * Buying a private fund end to end (issue 14) against the local back office: spec §4's six signing steps,
 * the order, the 24-hour cooling-off with 解除合同, and — with the server's clock moved on — the return
 * visit a second order's investor answers and the back office confirms; the records of it all. Demo investor 周九 (professional and
 * qualified, C5); 980001 is an open R2 plan, 980007 a plan without an electronic contract.
 */
import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { pageProblems, SHOTS } from './support/login-steps';
import { enterTradePassword, placedAppNo, remit } from './support/purchase-steps';

const PLAN = { code: '980001', name: '国证资管鑫享1号集合资产管理计划' };
const NO_CONTRACT = { code: '980007', name: '国证资管港股通精选1号集合资产管理计划' };
const ZHOU = DEMO.zhouJiu;

const logIn = (page: Page) => logInByApi(page.request, { account: ZHOU.idNo, phone: ZHOU.phone });

async function serverMoment(request: APIRequestContext) {
  const answer = await request.get('/v1/order/dateTimeStatus', { params: { t: Date.now() } });
  return (
    (await answer.json()) as {
      data: { date: string; time: string; isTradeDay: boolean; beforeCutOff: boolean; nextTradeDate: string };
    }
  ).data;
}

/** Private plans take orders 09:30–15:00 on trading days: move the server's clock there (forward only). */
async function toTradingMorning(request: APIRequestContext) {
  const data = await serverMoment(request);
  if (data.isTradeDay && data.time >= '093000' && data.time < '140000') return;
  const day = data.isTradeDay && data.time < '093000' ? data.date : data.nextTradeDate;
  const at = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T10:00:00+08:00`;
  expect((await request.post('/__dev/clock/to', { data: { at } })).ok()).toBe(true);
}

async function buyFromList(page: Page, fund: { code: string; name: string }) {
  await page.goto(`/index.html#/trade-center/purchase?keyword=${fund.code}`);
  await page.getByRole('button', { name: `购买 ${fund.name}`, exact: true }).click();
}

async function tradePassword(page: Page, title: string) {
  await enterTradePassword(page, title);
  await expect(page.getByRole('dialog', { name: title })).toBeHidden();
}

/** The order form of the plan: 300 000 yuan (its first minimum), the trade password; answers the appNo. */
async function order(page: Page): Promise<string> {
  const form = page.getByRole('region', { name: '申购下单' });
  await form.getByRole('textbox', { name: '申购金额' }).fill('300000');
  await form.getByRole('button', { name: '确认申购' }).click();
  await tradePassword(page, '交易密码验证');
  const placed = page.getByRole('region', { name: '申购申请已提交' });
  await expect(placed).toBeVisible();
  return placedAppNo(placed);
}

test('a qualified investor signs a private plan, buys it, withdraws in the cooling-off; a second order passes its return visit', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const console = watchConsole(page);
  await logIn(page);
  await toTradingMorning(page.request);
  await logIn(page); // the clock's move may outlast the session's idle limit
  await buyFromList(page, PLAN);

  // 1 the trade password, 2 the e-signature engagement.
  await tradePassword(page, '交易密码验证');
  const engagement = page.getByRole('dialog', { name: '电子签名约定书' });
  await expect(engagement.getByRole('button', { name: '签署约定书' })).toBeDisabled();
  await engagement.getByRole('checkbox').check();
  await page.screenshot({ path: `${SHOTS}/private-engagement.png` });
  await engagement.getByRole('button', { name: '签署约定书' }).click();

  // 3 the contract, then 4 the risk disclosure (spec §4's order): each a real PDF, each with its reading
  // countdown; the disclosure is signed on its own before the contract is signed (募集行为管理办法; review P9).
  for (const [title, seconds] of [
    ['阅读电子合同', 10],
    ['阅读风险揭示书', 5],
  ] as const) {
    const reading = page.getByRole('dialog', { name: title });
    const link = reading.getByRole('link', { name: /^阅读《.+》（在新窗口打开）$/ });
    await expect(link).toHaveAttribute('target', '_blank');
    const pdf = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await expect(reading.getByRole('button', { name: /^请阅读 \d+ 秒$/ })).toBeDisabled();
    if (title === '阅读电子合同') await page.screenshot({ path: `${SHOTS}/private-contract.png` });
    const read = reading.getByRole('button', { name: '我已阅读' });
    await expect(read).toBeEnabled({ timeout: (seconds + 5) * 1000 });
    await read.click();
    if (title !== '阅读风险揭示书') continue;
    const sign = page.getByRole('dialog', { name: '签署风险揭示书' });
    await expect(sign.getByRole('button', { name: '签署风险揭示书' })).toBeDisabled();
    await sign.getByRole('checkbox').check();
    await page.screenshot({ path: `${SHOTS}/private-risk-sign.png` });
    await sign.getByRole('button', { name: '签署风险揭示书' }).click();
    await expect(sign).toBeHidden();
  }

  // 5 the declaration: 提交声明 waits for all 13.
  const declaration = page.getByRole('dialog', { name: '投资者声明' });
  const boxes = declaration.getByRole('checkbox');
  await expect(boxes).toHaveCount(13);
  for (let i = 0; i < 12; i += 1) await boxes.nth(i).check();
  await expect(declaration).toContainText('已勾选 12/13 项');
  await expect(declaration.getByRole('button', { name: '提交声明' })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/private-declaration.png` });
  await boxes.nth(12).check();
  await declaration.getByRole('button', { name: '提交声明' }).click();

  // 6 signed: the order page.
  await page.waitForURL((url) => url.hash === `#/trade-center/purchase/order?id=${PLAN.code}`);
  await page.getByRole('button', { name: '查看电子合同' }).click();
  const preview = page.getByRole('dialog', { name: '电子合同' });
  await expect(preview.getByRole('link')).toHaveCount(2);
  await expect(preview).toContainText('已签署');
  await page.screenshot({ path: `${SHOTS}/private-preview.png` });
  await preview.getByRole('button', { name: '我知道了' }).click();

  const first = await order(page);
  let panel = page.getByRole('region', { name: `冷静期与回访 ${first}` });
  // A bank transfer: the cooling-off waits for the money; the panel says where and by when to remit.
  await expect(panel).toContainText('待汇款');
  await expect(panel).toContainText(/请于\d{4}-\d{2}-\d{2} 15:00:00前完成汇款/);
  await expect(panel.getByRole('region', { name: '直销收款账户' })).toBeVisible();
  await remit(page.request, first);
  await page.goto('/index.html#/trade-center/signing-records');
  panel = page.getByRole('region', { name: `冷静期与回访 ${first}` });
  await expect(panel).toContainText('投资冷静期');
  await expect(panel.getByRole('timer')).toHaveText(/^(23|24):\d{2}:\d{2}$/);
  await expect(panel.getByRole('button', { name: '进行回访' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/private-cooling.png`, fullPage: true });
  await panel.getByRole('button', { name: '解除合同' }).click();
  await expect(page.getByRole('dialog', { name: '解除合同' })).toContainText('将撤销并全额退还');
  await tradePassword(page, '解除合同');
  await expect(panel).toContainText('合同已解除');
  await expect(panel).toContainText('全额退还');

  // A second order: the contract is signed, so the checks lead straight to the form.
  await page.goto('/index.html#/trade-center/purchase');
  await page.goto(`/index.html#/trade-center/purchase/order?id=${PLAN.code}`);
  const second = await order(page);
  await remit(page.request, second);

  // Two days on by the server's clock: past the cooling-off, the visit is open.
  const { date } = await serverMoment(page.request);
  const later = new Date(Date.UTC(+date.slice(0, 4), +date.slice(4, 6) - 1, +date.slice(6) + 2));
  const at = `${later.toISOString().slice(0, 10)}T10:00:00+08:00`;
  expect((await page.request.post('/__dev/clock/to', { data: { at } })).ok()).toBe(true);
  await logIn(page);
  await page.goto('/index.html#/trade-center/signing-records');
  await expect(page.getByRole('heading', { level: 1, name: '我的签署记录' })).toBeVisible();
  const secondPanel = page.getByRole('region', { name: `冷静期与回访 ${second}` });
  await expect(secondPanel).toContainText('待回访');
  await expect(page.getByRole('region', { name: `冷静期与回访 ${first}` })).toContainText('合同已解除');
  await secondPanel.getByRole('button', { name: '进行回访' }).click();
  const visit = page.getByRole('dialog', { name: '私募产品回访' });
  const groups = visit.getByRole('group');
  await expect(groups).toHaveCount(11);
  for (let i = 0; i < 11; i += 1) await groups.nth(i).getByRole('radio', { name: '是' }).check();
  await page.screenshot({ path: `${SHOTS}/private-visit.png` });
  await visit.getByRole('button', { name: '提交回访' }).click();
  // The answers open the visit; it awaits the back office's confirmation, 解除合同 still open (review P14).
  await expect(secondPanel).toContainText('回访待确认');
  await expect(secondPanel).toContainText('确认成功后订单方可生效');
  await expect(secondPanel.getByRole('button', { name: '解除合同' })).toBeVisible();
  // A reviewer outside sales confirms it (the dev hook stands in for the back office).
  const review = await page.request.post(`/__dev/private/${second}/visit/review`, {
    data: { reviewer: '回访专员李敏' },
  });
  expect(review.ok()).toBe(true);
  await page.reload();
  await expect(secondPanel).toContainText('回访确认成功，订单已生效');
  await expect(secondPanel.getByRole('button', { name: '解除合同' })).toHaveCount(0);

  // The records: every step, the chain intact, the PDF.
  await page.reload();
  const records = page.getByRole('region', { name: '签署记录', exact: true });
  await expect(records).toContainText('存证校验：完整');
  await expect(records).toContainText('签署电子签名约定书');
  await expect(records).toContainText(`签署《${PLAN.name}风险揭示书》`);
  await expect(records).toContainText(/风险揭示书已于.+先行签署/);
  await expect(records).toContainText('投资者声明第13项');
  await expect(records).toContainText('提交回访问卷，回访待确认');
  await expect(records).toContainText(/回访确认成功，订单生效（问卷.+提交，回访人员回访专员李敏于.+确认）/);
  const download = await page.request.get('/v1/agreement/evidence/pdf');
  expect(download.headers()['content-type']).toBe('application/pdf');
  await page.screenshot({ path: `${SHOTS}/private-records.png`, fullPage: true });
  expect(pageProblems(console.problems)).toEqual([]);
});

test('a plan without an electronic contract stops at 电子合同文件缺失', async ({ page }) => {
  await logIn(page);
  await toTradingMorning(page.request);
  await logIn(page);
  await buyFromList(page, NO_CONTRACT);
  // An R5 plan: the high-risk notice is confirmed first (spec §4 step 7).
  const notice = page.getByRole('dialog', { name: '高风险产品提示' });
  await notice.getByRole('checkbox').check();
  await notice.getByRole('button', { name: '确认购买' }).click();
  await tradePassword(page, '交易密码验证');
  await page.getByRole('dialog', { name: '电子签名约定书' }).getByRole('checkbox').check();
  await page.getByRole('button', { name: '签署约定书' }).click();
  const stop = page.getByRole('alertdialog', { name: '温馨提示' });
  await expect(stop).toContainText('电子合同文件缺失');
  await page.screenshot({ path: `${SHOTS}/private-missing.png` });
  await stop.getByRole('button', { name: '我知道了' }).click();
  await expect(stop).toBeHidden();
});
