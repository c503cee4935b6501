/**
 * The network cut (issue 29): while the browser is offline every page shows a banner, what the investor
 * typed stays, and a write waits (its button shows it is working) until the network returns; then the walk
 * goes on by itself — the contact details are saved, the order is placed once.
 */
import { DEMO_TRADE_PASSWORD } from '../../../server/seed/demo-identities';
import { expect, test } from '../support/fixtures';
import { goOffline, goOnline } from './support/faults';
import { ADDRESS, fillContactForm, purchaseUpToPassword } from './support/forms';
import { logInZhang } from './support/selling';

const BANNER = /网络连接已断开/;

test('offline (the network cut): info change shows the banner, 保存 waits, and saves when the network returns', async ({
  page,
}) => {
  await logInZhang(page);
  const form = await fillContactForm(page);

  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') writes.push(request.url());
  });
  await goOffline(page);
  await expect(page.getByRole('alert').filter({ hasText: BANNER })).toBeVisible();
  const save = form.getByRole('button', { name: '保存' });
  await save.click();
  await expect(save).toBeDisabled();
  await page.waitForTimeout(500);
  expect(writes).toEqual([]);
  await expect(form.getByLabel('联系地址')).toHaveValue(ADDRESS);

  await goOnline(page);
  await expect(page.getByText(BANNER)).toHaveCount(0);
  await page.waitForURL(/#\/hall\/user\/info$/);
  await expect(page.getByText(ADDRESS)).toBeVisible();
  expect(writes).toHaveLength(1);
});

test('offline (the network cut): the purchase waits at the trade password and is placed once when the network returns', async ({
  page,
}) => {
  await logInZhang(page);
  await purchaseUpToPassword(page);
  const password = page.getByRole('dialog', { name: '交易密码验证' });
  await password.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);

  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v1/order/purchase')
      orders.push(request.headers()['idempotency-key'] ?? '');
  });
  await goOffline(page);
  await expect(page.getByText(BANNER)).toBeVisible();
  const confirm = password.getByRole('button', { name: '确定' });
  await confirm.click();
  await expect(confirm).toBeDisabled();
  await page.waitForTimeout(500);
  expect(orders).toEqual([]);

  await goOnline(page);
  await expect(page.getByRole('region', { name: '申购申请已提交' })).toBeVisible();
  expect(orders).toHaveLength(1);
});
