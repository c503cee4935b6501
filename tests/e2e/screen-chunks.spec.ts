/**
 * What a visit that opens on a list downloads (issue 38 item 9): the list's own chunk, without the order screens'
 * forms; the order screens' chunk is asked for as soon as 购买 starts the checks, and the order then opens.
 */
import { DEMO } from '../../server/seed/demo-identities';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { orderFormPastSummary, R3_PUBLIC } from './support/purchase-steps';

const PURCHASE_LIST_CHUNK = /\/js\/trade-center-purchase-list\.[0-9a-f]{8}\.js$/;
const ORDER_SCREENS_CHUNK = /\/js\/trade-center\.[0-9a-f]{8}\.js$/;

test('the purchase list draws without the order screens, which come once 购买 starts its checks', async ({
  page,
}) => {
  await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/index.html#/trade-center/purchase?keyword=${R3_PUBLIC.code}`);
  const buy = page.getByRole('button', { name: `购买 ${R3_PUBLIC.name}`, exact: true });
  await expect(buy).toBeVisible();
  expect(scripts.filter((path) => PURCHASE_LIST_CHUNK.test(path))).toHaveLength(1);
  expect(scripts.filter((path) => ORDER_SCREENS_CHUNK.test(path))).toEqual([]);

  const orderScreens = page.waitForRequest((request) =>
    ORDER_SCREENS_CHUNK.test(new URL(request.url()).pathname),
  );
  await buy.click();
  await orderScreens;
  await expect(await orderFormPastSummary(page)).toBeVisible();
});
