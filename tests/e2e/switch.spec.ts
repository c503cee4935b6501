/**
 * 基金转换 end to end (issue 42 item 2) against the local back office: 张三 switches part of his 970011 (bond,
 * an old lot free of redemption fee) into 970031 (mixed) from 转换 beside 赎回, sees the fee before
 * confirming (赎回费 + 申购补差费), the server's clock moves past T+1 and the confirm batch runs, and the assets'
 * records show both legs as 转换 with the fee the quote's rule gives at T's NAVs. The form at 390 px.
 */
import Big from 'big.js';

import { DEMO, DEMO_TRADE_PASSWORD } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expectFitsPhone } from './support/fits-phone';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { pageProblems, SHOTS } from './support/login-steps';

const ZHANG = DEMO.zhangSan;
const yuan = (text: string) => new Big(text.replace(/[,元]/g, ''));
/** The net-amount purchase fee at an online rate, to the fen (the rule of the quote). */
const purchaseFee = (amount: Big, rate: string) =>
  amount.minus(amount.div(new Big(1).plus(rate)).round(2, Big.roundHalfUp));

test('switch 970011 into 970031: the fee before confirming, then both legs confirmed in assets', async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInByApi(page.request, { account: ZHANG.idNo, phone: ZHANG.phone });
  await page.goto('/index.html#/trade-center/redeem');
  // At 390 px the holdings are cards: the one of 970011 has 转换 beside 赎回.
  const card = page.getByRole('listitem').filter({ hasText: '国证资管安心纯债债券A' });
  await expect(card.getByRole('button', { name: '赎回', exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/switch-list-390.png`, fullPage: true });
  await card.getByRole('button', { name: '转换', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '基金转换' })).toBeVisible();

  const form = page.getByRole('region', { name: '基金转换申请' });
  await form.getByRole('combobox', { name: '转入基金' }).selectOption('970031');
  await form.getByRole('textbox', { name: '转换份额' }).fill('50');
  await form.getByRole('textbox', { name: '转换份额' }).press('Tab');
  await expect(form.getByText('单笔转换份额不能低于100份')).toBeVisible();
  await form.getByRole('textbox', { name: '转换份额' }).fill('1000');
  const preview = form.getByRole('region', { name: '转换试算' });
  await expect(preview).toContainText(/申购补差费[\d,.]+元/);
  const quoted = (await preview.locator('dd').nth(3).textContent()) ?? '';
  await expect(preview).toContainText(/转入份额可用日\d{4}-\d{2}-\d{2}/);
  // The shares box with its 份 append draws 42 px high, as the redeem form's (shared/ui input group): left as is.
  await expectFitsPhone(form, { minTarget: 42 });
  await page.screenshot({ path: `${SHOTS}/switch-form-390.png`, fullPage: true });

  await form.getByRole('button', { name: '确认转换' }).click();
  const password = page.getByRole('dialog', { name: '交易密码验证' });
  await password.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
  await password.getByRole('button', { name: '确定' }).click();
  const placed = page.getByRole('region', { name: '转换申请已提交' });
  await expect(placed).toContainText('1000.00份');
  await expect(placed).toContainText(quoted);
  const appNo = ((await placed.locator('dd').first().textContent()) ?? '').trim();
  await page.screenshot({ path: `${SHOTS}/switch-placed-390.png`, fullPage: true });

  // The confirm batch on the server's clock: a week on is past T+1 and both NAVs of T.
  const status = await page.request.get('/v1/order/dateTimeStatus', { params: { t: Date.now() } });
  const { date } = ((await status.json()) as { data: { date: string } }).data;
  const weekOn = new Date(Date.UTC(+date.slice(0, 4), +date.slice(4, 6) - 1, +date.slice(6) + 7));
  const moved = await page.request.post('/__dev/clock/to', {
    data: { at: `${weekOn.toISOString().slice(0, 10)}T21:00:00+08:00` },
  });
  const { run } = (await moved.json()) as { run: { batch: { confirmed: string[] } } };
  expect(run.batch.confirmed).toContain(appNo);
  await logInByApi(page.request, { account: ZHANG.idNo, phone: ZHANG.phone });

  await page.goto('/index.html#/assets');
  await page.getByRole('tab', { name: '确认记录' }).click();
  // At 390 px the confirmation records are cards: one per leg.
  const records = page.getByRole('list', { name: '确认记录' });
  const out = records.getByRole('listitem').filter({ hasText: '转换（转出）' });
  const into = records.getByRole('listitem').filter({ hasText: '转换（转入）' });
  await expect(out).toContainText('国证资管安心纯债债券A');
  await expect(into).toContainText('国证资管稳健配置混合');
  await expect(into).toContainText('确认成功');
  // The fee as quoted: 赎回费 0 (the old lot) + 补差 (0.6 % − 0.08 %) on the amount at T's NAV.
  const figures = await out.locator('dd').allTextContents();
  const gross = yuan(figures[3]);
  const fee = purchaseFee(gross, '0.006').minus(purchaseFee(gross, '0.0008'));
  expect(figures.at(-1)).toBe(`${fee.toFixed(2)}元`);
  expect(fee.minus(yuan(quoted)).abs().lte('0.05')).toBe(true);
  await page.screenshot({ path: `${SHOTS}/switch-assets-390.png`, fullPage: true });
  expect(pageProblems(console.problems)).toEqual([]);
});
