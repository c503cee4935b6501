/**
 * A list of money that could not be read never reads as "none" (issue 37 item 6): under a 502 HTML page from
 * the gateway, each list says it failed, with 重新加载, in its own place — never 暂无… — and 重新加载 reads it.
 * 张三 holds funds, has a subscription in transit, records and a bound card (the seed); for the cancel list he
 * first buys by transfer (an order after a purchase also brings the survey invitation, kept off the assets).
 */
import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { buyByApi } from '../support/orders';
import { FAULTS, inject } from './support/faults';
import { logInZhang } from './support/selling';

interface ListCase {
  list: string;
  call: string;
  address: string;
  /** The section the list is drawn in (by its heading). */
  heading: string;
  failed: string;
  none: string;
  /** What the list shows once read again. */
  shown: RegExp;
  /** An order to cancel is made first. */
  buys?: boolean;
}

const LISTS: ListCase[] = [
  {
    list: 'the cancellable orders',
    call: '/v1/order/cancel',
    address: '/index.html#/trade-center/redeem',
    heading: '可撤销的申请',
    failed: '可撤销的申请加载失败',
    none: '暂无可撤销的申请',
    shown: /国证资管稳健配置混合/,
    buys: true,
  },
  {
    list: 'the orders in transit',
    call: '/v1/account/assets/transit',
    address: '/index.html#/assets',
    heading: '在途交易',
    failed: '在途交易加载失败',
    none: '暂无在途交易',
    shown: /国证资管价值精选混合/,
  },
  {
    list: 'the holdings',
    call: '/v1/account/hold',
    address: '/index.html#/assets',
    heading: '持有产品',
    failed: '持仓加载失败',
    none: '暂无持仓',
    shown: /国证资管安心纯债债券A/,
  },
  {
    list: 'the trade records',
    call: '/v1/account/trade/record',
    address: '/index.html#/assets',
    heading: '交易查询',
    failed: '交易记录加载失败',
    none: '所选条件下暂无记录',
    shown: /国证资管/,
  },
];

const sectionOf = (page: Page, heading: string) =>
  page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });

for (const c of LISTS) {
  test(`${c.list} under ${FAULTS.bad502.name} say they failed, with 重新加载, never “${c.none}”`, async ({
    page,
  }) => {
    await logInZhang(page);
    if (c.buys) await buyByApi(page.request, '970031', '1000.00');
    // The gateway fails the list until it is back, before 重新加载: the screen that opens on it may read it twice
    // (its opening preload, and its own read when that preload had failed before the screen subscribed).
    const calls = await inject(page, { method: 'GET', path: c.call }, FAULTS.bad502, {
      times: Number.POSITIVE_INFINITY,
    });
    await page.goto(c.address);
    const section = sectionOf(page, c.heading).last();
    await expect(section.getByRole('alert')).toContainText(c.failed);
    await expect(section).not.toContainText(c.none);
    // Never a loop of retries.
    expect(calls.hits).toBeGreaterThanOrEqual(1);
    expect(calls.hits).toBeLessThanOrEqual(2);

    await calls.remove();
    await section.getByRole('button', { name: '重新加载' }).click();
    await expect(section).toContainText(c.shown);
    await expect(section.getByRole('alert')).toHaveCount(0);
  });
}

test(`the bound cards under ${FAULTS.bad502.name} say they failed, with 重新加载, never loading for ever`, async ({
  page,
}) => {
  await logInZhang(page);
  await inject(page, { method: 'GET', path: '/v1/bank/channel' }, FAULTS.bad502);
  await page.goto('/index.html#/hall/user/card/entry');
  await expect(page.getByRole('alert').filter({ hasText: '银行卡加载失败' })).toBeVisible();
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByRole('list', { name: '已绑定的银行卡' })).toContainText('中国工商银行');
});
