/**
 * Buying a fund end to end (issue 13) against the local back office: the list, the checks of spec §4 with
 * their dialogs, the order form, one order per intent, the timeline, and the confirm batch on the server's
 * clock. Demo investors: server/seed/demo-identities.ts; funds: server/fund/catalogue.ts (970031 is an open
 * R3 public fund, 980001 an R2 asset-management plan).
 */
import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO, DEMO_TRADE_PASSWORD, type DemoIdentity } from '../../server/seed/demo-identities';
import { expectAccessible } from './support/axe';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { pageProblems, SHOTS } from './support/login-steps';
import {
  buyFromList,
  confirmSummary,
  enterTradePassword,
  placedAppNo,
  R3_PUBLIC,
  remit,
} from './support/purchase-steps';

/** A demo investor by key; the branch investors (郑一 … 尤七) come with the back office of issue 13. */
function demo(key: string): DemoIdentity {
  const found = (DEMO as Record<string, DemoIdentity | undefined>)[key];
  if (!found) throw new Error(`demo investor ${key} is not seeded (server/seed/demo-identities.ts)`);
  return found;
}
const R2_PLAN = { code: '980001', name: '国证资管鑫享1号集合资产管理计划' };

async function logIn(page: Page, who: DemoIdentity) {
  await logInByApi(page.request, { account: who.idNo, phone: who.phone });
}

/** The server's date and time (YYYYMMDD, HHMMSS) and where it stands in the exchange calendar. */
async function serverMoment(request: APIRequestContext) {
  const answer = await request.get('/v1/order/dateTimeStatus', { params: { t: Date.now() } });
  const { data } = (await answer.json()) as {
    data: { date: string; time: string; isTradeDay: boolean; beforeCutOff: boolean; nextTradeDate: string };
  };
  return data;
}

/** Private plans take orders 09:30–15:00 on trading days: move the server's clock there (forward only). */
async function toTradingMorning(request: APIRequestContext) {
  const data = await serverMoment(request);
  if (data.isTradeDay && data.time >= '093000' && data.beforeCutOff) return;
  const day = data.isTradeDay && data.time < '093000' ? data.date : data.nextTradeDate;
  const at = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T10:00:00+08:00`;
  expect((await request.post('/__dev/clock/to', { data: { at } })).ok()).toBe(true);
}

test('a C3 investor buys an R3 public fund and sees the timeline; the batch confirms (registers) it on T+1', async ({
  page,
}) => {
  const console = watchConsole(page);
  await logIn(page, demo('zhangSan'));
  await buyFromList(page, R3_PUBLIC);

  // Step 8, public product: the summary is read and confirmed in writing.
  const summary = page.getByRole('dialog', { name: '产品资料概要' });
  await expect(summary.getByRole('link', { name: /^阅读《.+》（在新窗口打开）$/ })).toBeVisible();
  const confirm = summary.getByRole('button', { name: '确认' });
  await expect(confirm).toBeDisabled();
  await expectAccessible(page);
  await summary.getByRole('checkbox', { name: /^本人已阅读《.+》，知晓并理解其内容。$/ }).check();
  await confirm.click();

  await page.waitForURL((url) => url.hash === `#/trade-center/purchase/order?id=${R3_PUBLIC.code}`);
  const card = page.getByRole('region', { name: /适当性匹配/ });
  await expect(card).toContainText('C3 稳健型');
  await expect(card).toContainText('R3 中风险');
  await expect(card).toContainText('匹配');

  const form = page.getByRole('region', { name: '申购下单' });
  await form.getByRole('textbox', { name: '申购金额' }).fill('10000');
  await expect(form.getByRole('textbox', { name: '申购金额' })).toHaveAccessibleDescription(/壹万元整/);
  await expect(form).toContainText(/手续费\s*[\d,.]+元/);
  await expectAccessible(page);
  await form.getByRole('button', { name: '确认申购' }).click();

  const password = page.getByRole('dialog', { name: '交易密码验证' });
  await expect(password).toBeVisible();
  await expectAccessible(page);
  await enterTradePassword(page);

  const placed = page.getByRole('region', { name: '申购申请已提交' });
  await expect(placed).toBeFocused();
  const timeline = placed.getByRole('region', { name: '订单进度' });
  for (const step of ['提交申请', '交易日（T日）', '预计确认份额', '预计份额可用'])
    await expect(timeline).toContainText(step);
  await expect(timeline.getByRole('timer').or(timeline.getByText(/已过.+15:00交易截止时间/))).toBeVisible();
  await expect(placed).toContainText(/请于\d{4}-\d{2}-\d{2} 15:00:00前完成汇款/);
  await expect(placed.getByRole('region', { name: '直销收款账户' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/purchase-placed.png`, fullPage: true });

  // The confirm batch, on the server's clock: an ordinary open-end fund registers the order on T+1, the
  // trading day after T, which the timeline predicts.
  const appNo = await placedAppNo(placed);
  await remit(page.request, appNo);
  // nextTradeDate is the trading day after the trade date an order placed now gets: this order's T+1.
  const { nextTradeDate: registration } = await serverMoment(page.request);
  const instant = (day: string, time: string) =>
    `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}T${time}+08:00`;
  const dashed = (day: string) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;
  await expect(timeline.getByRole('listitem').filter({ hasText: '预计确认份额' })).toContainText(
    dashed(registration),
  );
  const moved = await page.request.post('/__dev/clock/to', {
    data: { at: instant(registration, '10:00:00') },
  });
  expect(moved.ok()).toBe(true);
  const { run } = (await moved.json()) as { run: { batch: { confirmed: string[] } } };
  expect(run.batch.confirmed).toContain(appNo);
  expect(pageProblems(console.problems)).toEqual([]);
});

test('a double click on the final button sends one order', async ({ page }) => {
  await logIn(page, demo('zhangSan'));
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/order/purchase')
      orders.push(request.headers()['idempotency-key'] ?? '');
  });
  await buyFromList(page, R3_PUBLIC);
  await confirmSummary(page);
  const form = page.getByRole('region', { name: '申购下单' });
  await form.getByRole('textbox', { name: '申购金额' }).fill('500');
  await form.getByRole('button', { name: '确认申购' }).dblclick();
  const password = page.getByRole('dialog', { name: '交易密码验证' });
  await password.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
  await password.getByRole('button', { name: '确定' }).dblclick();
  await expect(page.getByRole('region', { name: '申购申请已提交' })).toBeVisible();
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
});

test('the fee tiers load under the form: the amount field comes first and does not move when they arrive', async ({
  page,
}) => {
  await logIn(page, demo('zhangSan'));
  // The tiers come late (a slow back office); the walks in WebKit typed into a field that then moved.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/fund/fundRateInterval?*', async (route) => {
    await held;
    await route.continue();
  });
  await buyFromList(page, R3_PUBLIC);
  await confirmSummary(page);

  const fees = page.getByRole('region', { name: '申购费率' });
  await expect(fees.getByRole('status')).toHaveText('正在加载费率…');
  await expect(page.getByRole('region', { name: /适当性匹配/ })).toBeVisible();
  // The amount comes right after the verdict (issue 38 item 6), not held back by the tiers below it.
  const form = page.getByRole('region', { name: '申购下单' });
  const amount = form.getByRole('textbox', { name: '申购金额' });
  await expect(amount).toBeVisible();
  const first = await amount.boundingBox();
  const waiting = await fees.boundingBox();

  release();
  await expect(fees.getByRole('table')).toContainText('网上直销费率');
  // The skeleton had the tiers' size, and the form above them did not move.
  expect((await fees.boundingBox())?.height).toBeCloseTo(waiting?.height ?? 0, 0);
  await page.waitForTimeout(500);
  expect(await amount.boundingBox()).toEqual(first);
});

test('the lowest-category, expired and untested investors are stopped at the risk-test dialog', async ({
  page,
}) => {
  for (const [who, text, button] of [
    [demo('qianQi'), '最低类别', '重新测评'],
    [demo('sunBa'), '您的风险测评结果已过期', '重新测评'],
    [demo('youQi'), '您尚未进行风险承受能力测评', '去测评'],
  ] as const) {
    await page.context().clearCookies();
    await logIn(page, who);
    await buyFromList(page, R3_PUBLIC);
    const dialog = page.getByRole('alertdialog', { name: '风险测评' });
    await expect(dialog).toContainText(text);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: button }).click();
    await page.waitForURL(/#\/hall\/user\/risk-level\?module=RiskLevelTest$/);
  }
});

test('a person who is not qualified is sent to the certification; an expired one too', async ({ page }) => {
  for (const [who, text] of [
    [demo('fengEr'), '您尚未完成合格投资者认证'],
    [demo('zhengYi'), '您的合格投资者认证已过期'],
  ] as const) {
    await page.context().clearCookies();
    await logIn(page, who);
    await toTradingMorning(page.request);
    await logIn(page, who); // the clock's move may outlast the session's idle limit
    await buyFromList(page, R2_PLAN);
    const dialog = page.getByRole('alertdialog', { name: '合格投资者认证' });
    await expect(dialog).toContainText(text);
    await dialog.getByRole('button', { name: /^(去认证|重新认证)$/ }).click();
    await page.waitForURL(/#\/hall\/user\/conform-certification$/);
  }
});

test('no trade account and the blacklist stop with their dialogs; nothing is ordered', async ({ page }) => {
  await logIn(page, demo('hanSan'));
  await buyFromList(page, R3_PUBLIC);
  const abnormal = page.getByRole('alertdialog', { name: '温馨提示' });
  await expect(abnormal).toContainText('您的账号出现异常');
  await expect(abnormal).toContainText('95517');
  await abnormal.getByRole('button', { name: '我知道了' }).click();
  await expect(abnormal).toBeHidden();
  // Focus returns to the button that opened the chain.
  await expect(page.getByRole('button', { name: `购买 ${R3_PUBLIC.name}` })).toBeFocused();

  await page.context().clearCookies();
  await logIn(page, demo('yangSi'));
  await buyFromList(page, R3_PUBLIC);
  await expect(page.getByRole('alertdialog', { name: '温馨提示' })).toBeVisible();
});

test('a horizon mismatch is confirmed in writing before the order', async ({ page }) => {
  await logIn(page, demo('zhuWu'));
  await buyFromList(page, R3_PUBLIC);
  const dialog = page.getByRole('dialog', { name: '投资期限不匹配提示' });
  await expect(dialog).toContainText('1年以内');
  await expectAccessible(page);
  await expect(dialog.getByRole('button', { name: '确认购买' })).toBeDisabled();
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: '确认购买' }).click();
  // 朱五 has no confirmed purchase yet: the special-care notice (办法 特别注意义务) comes next.
  const care = page.getByRole('dialog', { name: '特别风险提示' });
  await expect(care).toContainText('这是您在本平台的首次购买。');
  await care.getByRole('checkbox').check();
  await care.getByRole('button', { name: '确认购买' }).click();
  await expect(page.getByRole('dialog', { name: '产品资料概要' })).toBeVisible();
});
