/**
 * A slow back office (issue 29): every call of the portal answers 2 s late. Each button pressed shows it is
 * working (disabled while its call runs) and a second click sends nothing more.
 */
import type { Page, Request } from '@playwright/test';

import { DEMO_TRADE_PASSWORD } from '../../../server/seed/demo-identities';
import { expect, test } from '../support/fixtures';
import { FAULTS, inject } from './support/faults';
import { fillContactForm } from './support/forms';
import { logInZhang, openRedeemList } from './support/selling';

const everyCallSlow = (page: Page) => inject(page, { path: /^\/v1\// }, FAULTS.delay2s, { times: Infinity });
const count = (requests: Request[], method: string, path: string) =>
  requests.filter((request) => request.method() === method && new URL(request.url()).pathname === path)
    .length;

test(`slow back office (${FAULTS.delay2s.name} on every call): 保存 of the contact details works once`, async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logInZhang(page);
  const calls = await everyCallSlow(page);
  const form = await fillContactForm(page);
  const save = form.getByRole('button', { name: '保存' });
  await save.click();
  await expect(save).toBeDisabled();
  await save.click({ force: true });
  await page.waitForURL(/#\/hall\/user\/info$/, { timeout: 20_000 });
  expect(count(calls.requests, 'PUT', '/v1/user')).toBe(1);
});

test(`slow back office (${FAULTS.delay2s.name} on every call): redeem and its trade password work once`, async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInZhang(page);
  const calls = await everyCallSlow(page);
  const row = await openRedeemList(page);
  await row.getByRole('button', { name: '赎回', exact: true }).click();
  const form = page.getByRole('region', { name: '赎回申请' });
  await form.getByRole('textbox', { name: '赎回份额' }).fill('100.00');
  await expect(form.getByRole('region', { name: '赎回试算' })).toContainText(/预估到账金额/, {
    timeout: 15_000,
  });
  const submit = form.getByRole('button', { name: '确认赎回' });
  const validated = count(calls.requests, 'GET', '/v1/order/tradeTime/validate');
  await submit.click();
  await expect(submit).toBeDisabled();
  await submit.click({ force: true });
  const password = page.getByRole('dialog', { name: '交易密码验证' });
  await password.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
  const confirm = password.getByRole('button', { name: '确定' });
  await confirm.click();
  await expect(confirm).toBeDisabled();
  await confirm.click({ force: true });
  await expect(page.getByRole('region', { name: '赎回申请已提交' })).toBeVisible({ timeout: 20_000 });
  expect(count(calls.requests, 'GET', '/v1/order/tradeTime/validate')).toBe(validated + 1);
  expect(count(calls.requests, 'POST', '/v1/order/redeem')).toBe(1);
});
