/**
 * Buying with 快捷支付 (issue 28 item 1) against the local back office: 张三's demo ICBC card has fast pay opened
 * (README's demo table; ICBC: 单笔 5万元, 单日 5万元, server/bank/channels.ts). He buys a public fund paid from
 * it, the order is paid at once (扣款成功), and a second purchase above what the card has left today is refused
 * with the limit's message.
 */
import type { Page } from '@playwright/test';

import { DEMO, DEMO_TRADE_PASSWORD } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { pageProblems, SHOTS } from './support/login-steps';
import { buyFromList, orderFormPastSummary, R3_PUBLIC } from './support/purchase-steps';

const ZHANG = DEMO.zhangSan;

/** From the purchase list to the order form (the product summary confirmed once). */
async function openOrder(page: Page) {
  await buyFromList(page, R3_PUBLIC);
  return orderFormPastSummary(page);
}

test('张三 buys a public fund by 快捷支付 from his fast-pay card, sees it paid, and a second try above the day’s limit is refused', async ({
  page,
}) => {
  const console = watchConsole(page);
  await logInByApi(page.request, { account: ZHANG.idNo, phone: ZHANG.phone });
  await page.goto('/index.html#/hall/user/card/entry');
  const cards = page.getByRole('list', { name: '已绑定的银行卡' });
  await expect(cards).toContainText('中国工商银行');
  await expect(cards).toContainText('已开通快捷支付');

  let form = await openOrder(page);
  await form.getByRole('textbox', { name: '申购金额' }).fill('10000');
  await form.getByRole('radio', { name: /快捷支付/ }).check();
  const card = form.getByRole('combobox', { name: '支付银行卡' });
  await expect(card.locator('option:checked')).toHaveText(/^中国工商银行 6222 \*{4} \*{4} \d{4}$/);
  await expect(form).toContainText('单笔限额5万元，单日限额5万元，该卡今日还可支付5万元');
  await form.getByRole('button', { name: '确认申购' }).click();
  const password = page.getByRole('dialog', { name: '交易密码验证' });
  await password.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
  await password.getByRole('button', { name: '确定' }).click();

  const placed = page.getByRole('region', { name: '申购申请已提交' });
  await expect(placed).toBeFocused();
  await expect(placed).toContainText(/支付银行卡中国工商银行 6222 \*{4} \*{4} \d{4}/);
  await expect(placed).toContainText('扣款状态扣款成功');
  await expect(placed).not.toContainText('完成汇款');
  await expect(placed.getByRole('region', { name: '直销收款账户' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/fast-pay-placed.png`, fullPage: true });

  // In transit: paid, no remittance to make; the card and the bank's answer beside 待确认.
  await page.goto('/index.html#/assets');
  const row = page
    .getByRole('table', { name: '在途交易' })
    .getByRole('row')
    .filter({ hasText: R3_PUBLIC.name });
  await expect(row).toContainText(/待确认快捷支付 中国工商银行尾号\d{4} · 扣款成功/);
  await expect(row).not.toContainText('待汇款');

  // The card paid 1万元 today: 4.5万元 more is over its daily limit of 5万元.
  form = await openOrder(page);
  await form.getByRole('textbox', { name: '申购金额' }).fill('45000');
  await form.getByRole('radio', { name: /快捷支付/ }).check();
  await expect(form).toContainText('单笔限额5万元，单日限额5万元，该卡今日还可支付4万元');
  await expect(form.getByRole('alert')).toHaveText(
    '超过中国工商银行快捷支付单日限额5万元，该卡今日已支付1万元，最多还可支付4万元，请减少金额或选择汇款支付',
  );
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/order/purchase')
      sent.push(request.url());
  });
  await form.getByRole('button', { name: '确认申购' }).click();
  await expect(page.getByRole('dialog', { name: '交易密码验证' })).toHaveCount(0);
  expect(sent).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/fast-pay-over-limit.png`, fullPage: true });
  expect(pageProblems(console.problems)).toEqual([]);
});
