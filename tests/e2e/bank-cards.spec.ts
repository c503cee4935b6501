/**
 * 开通快捷支付 on a card already bound (issue 41 item 1), on a phone (390 px): 张三 closes fast pay on his ICBC
 * card (trade password), so the order form offers only 去开通快捷支付; that link leads to the card, he opens
 * fast pay there with the bank's SMS and the agreement, comes back to the same order and can pay by fast pay;
 * then closes it again.
 */
import type { Page } from '@playwright/test';

import { DEMO, DEMO_TRADE_PASSWORD } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expectDialogFits } from './support/fits-phone';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { pageProblems, readSmsCode, SHOTS } from './support/login-steps';
import { buyFromList, orderFormPastSummary, R3_PUBLIC } from './support/purchase-steps';

const ZHANG = DEMO.zhangSan;
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** 关闭快捷支付 on the ICBC card of 银行卡管理, with the trade password. */
async function closeFastPay(page: Page) {
  await page.goto('/index.html#/hall/user/card/entry');
  const icbc = page
    .getByRole('list', { name: '已绑定的银行卡' })
    .getByRole('listitem')
    .filter({ hasText: '中国工商银行' });
  await expect(icbc).toContainText('已开通快捷支付');
  await icbc.getByRole('button', { name: '关闭快捷支付' }).click();
  const dialog = page.getByRole('dialog', { name: '关闭快捷支付' });
  await expect(dialog).toContainText('关闭后，中国工商银行 尾号');
  await dialog.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
  await dialog.getByRole('button', { name: '确认关闭' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(icbc).toContainText('未开通快捷支付');
  await expect(icbc.getByRole('button', { name: '开通快捷支付' })).toBeVisible();
}

test('张三 opens fast pay on his bound card from the order form’s 去开通快捷支付, comes back to the order, and closes it again', async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInByApi(page.request, { account: ZHANG.idNo, phone: ZHANG.phone });
  await closeFastPay(page);

  await buyFromList(page, R3_PUBLIC);
  let form = await orderFormPastSummary(page);
  const orderUrl = page.url();
  await expect(form.getByRole('radio', { name: /快捷支付/ })).toBeDisabled();
  await form.getByRole('link', { name: '去开通快捷支付' }).click();
  await page.waitForURL(/#\/hall\/user\/card\/fast-pay\?back=/);

  const bound = page.getByRole('region', { name: '在已绑定的银行卡上开通快捷支付' });
  const icbc = bound.getByRole('listitem').filter({ hasText: '中国工商银行' });
  await expect(icbc).toContainText('未开通快捷支付');
  await expect(icbc.getByRole('button', { name: '解绑' })).toHaveCount(0);
  await icbc.getByRole('button', { name: '开通快捷支付' }).click();
  const dialog = page.getByRole('dialog', { name: '开通快捷支付' });
  await expect(dialog).toContainText('快捷支付限额：单笔 50,000 元，单日 50,000 元');
  // The agreement first: the bank's SMS is not asked for without it.
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('alert').first()).toHaveText('请阅读并同意《快捷支付服务协议》');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog).toContainText('银行验证码已发送至138****0001');
  await dialog.getByLabel('银行验证码').fill(await readSmsCode(page.request, ZHANG.phone));
  await expectDialogFits(dialog);
  await shot(page, 'bank-cards-open-390');
  await dialog.getByRole('button', { name: '确认开通' }).click();

  // Back on the same order, fast pay can be chosen with the card.
  await page.waitForURL(orderUrl);
  form = await orderFormPastSummary(page);
  await form.getByRole('radio', { name: /快捷支付/ }).check();
  await expect(form.getByRole('combobox', { name: '支付银行卡' }).locator('option:checked')).toHaveText(
    /^中国工商银行 6222 \*{4} \*{4} \d{4}$/,
  );
  await shot(page, 'bank-cards-back-to-order-390');

  await closeFastPay(page);
  await shot(page, 'bank-cards-closed-390');
  expect(pageProblems(console.problems)).toEqual([]);
});
