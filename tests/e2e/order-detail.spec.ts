/**
 * Money where it is (issue 38 items 3–5) against the local back office, at a phone's width and a desktop's:
 * 张三 buys by bank transfer and reads 汇款须知 (the exact amount, the 附言 = the order number, both copied:
 * 复制成功); he opens the order's detail page from 在途交易 (提交 → 付款 → 确认 → 到账); a fast-pay purchase
 * cancelled from its detail page shows its refund (退款中, when, to which card) there and in 交易记录.
 */
import { randomUUID } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';

import { DEMO, DEMO_TRADE_PASSWORD } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { encryptPassword, logInByApi } from './support/login-api';
import { pageProblems, SHOTS } from './support/login-steps';
import { buyByApi, data } from './support/orders';

const MIXED = { code: '970031', name: '国证资管稳健配置混合' };
const ZHANG = DEMO.zhangSan;

/** 张三 buys 970031 by 快捷支付 from his ICBC card, as the order page does. Returns its appNo. */
async function fastPayByApi(request: APIRequestContext, applySum: string): Promise<string> {
  await buyByApi(request, MIXED.code, '1000.00'); // confirms the product summary once (and a transfer)
  const { cards } = await data<{ cards: Array<{ id: string; bankCode: string }> }>(
    request,
    '/v1/bank/channel',
  );
  const { publicKey } = await data<{ publicKey: string }>(request, '/v1/auth/secret');
  const answer = await request.post('/v1/order/purchase', {
    headers: { 'idempotency-key': randomUUID() },
    data: {
      fundCode: MIXED.code,
      applySum,
      tradeAccount: ZHANG.tradeAccounts[0],
      capitalMode: '2',
      bankNo: cards[0].bankCode,
      bankAccount: cards[0].id,
      password: encryptPassword(DEMO_TRADE_PASSWORD, publicKey),
    },
  });
  const body = (await answer.json()) as { state: number; message: string; data: { appNo: string } };
  expect(body.state, body.message).toBe(200000);
  return body.data.appNo;
}

/** A purchase invites to its survey, over the next screen (the hall): 稍后再说, as survey.spec.ts does. */
async function setSurveyAside(page: Page) {
  await page.goto('/index.html#/hall');
  await page
    .getByRole('dialog', { name: '邀请您填写问卷' })
    .getByRole('button', { name: '稍后再说' })
    .click();
}

/** Nothing on the page needs a sideways scroll. */
async function fitsTheWidth(page: Page) {
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(width);
}

for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 768 }],
] as const) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test(`${label}: a transfer's 汇款须知 copies the amount and the 附言; the order's page shows its progress`, async ({
      page,
      context,
    }) => {
      const console = watchConsole(page);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await logInByApi(page.request, { account: ZHANG.idNo, phone: ZHANG.phone });
      const appNo = await buyByApi(page.request, MIXED.code, '10822.00');
      await setSurveyAside(page);

      await page.goto('/index.html#/assets');
      // A table's cell on a desktop, the order's card on a phone.
      const remit =
        label === 'phone'
          ? page
              .getByRole('list', { name: '在途交易' })
              .getByRole('listitem')
              .filter({ hasText: `汇款附言${appNo}` })
          : page.getByRole('cell', { name: `${MIXED.name} 订单${appNo}的汇款信息` });
      const howTo = remit.getByRole('region', { name: '汇款须知' });
      await expect(howTo).toContainText('汇款金额10,822.00元');
      await expect(howTo).toContainText(`汇款附言${appNo}`);
      await expect(howTo).toContainText('请使用本人名下的银行账户（同名账户）汇款');
      await expect(howTo).toContainText(/汇款资金须在\d{4}-\d{2}-\d{2} 15:00前到账，逾期未到账本笔申请无效/);
      await howTo.getByRole('button', { name: '复制汇款金额' }).click();
      await expect(page.getByText('复制成功').first()).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('10822.00');
      await howTo.getByRole('button', { name: '复制汇款附言' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(appNo);
      await remit.getByRole('button', { name: '复制账号' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^\d{10,}$/);
      await page.screenshot({ path: `${SHOTS}/money-remit-howto-${label}.png`, fullPage: true });

      await page
        .getByRole('link', { name: `订单${appNo}的详情` })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
      const progress = page.getByRole('region', { name: '订单进度' });
      await expect(progress.getByRole('listitem')).toHaveText([
        /^提交（已完成）\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
        /^付款（进行中）待汇款，请于\d{4}-\d{2}-\d{2} 15:00前汇款$/,
        /^确认（未开始）预计\d{4}-\d{2}-\d{2}$/,
        /^到账（未开始）预计\d{4}-\d{2}-\d{2}$/,
      ]);
      await expect(page.getByRole('region', { name: '订单信息' })).toContainText('申请金额10,822.00元');
      await expect(page.getByRole('region', { name: '汇款须知' })).toContainText('汇款金额10,822.00元');
      await expect(page.getByRole('button', { name: '撤单' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: '交易中心' })).toBeVisible();
      await fitsTheWidth(page);
      // The 附言's 复制 stays inside the panel, however long the order number.
      const panel = await page.getByRole('region', { name: '汇款须知' }).boundingBox();
      const copy = await page.getByRole('button', { name: '复制汇款附言' }).boundingBox();
      expect(copy && panel && copy.x + copy.width).toBeLessThanOrEqual((panel?.x ?? 0) + (panel?.width ?? 0));
      await page.screenshot({ path: `${SHOTS}/money-detail-transfer-${label}.png`, fullPage: true });
      expect(pageProblems(console.problems)).toEqual([]);
    });

    test(`${label}: a fast-pay purchase cancelled from its page shows its refund, there and in 交易记录`, async ({
      page,
    }) => {
      const console = watchConsole(page);
      await logInByApi(page.request, { account: ZHANG.idNo, phone: ZHANG.phone });
      const appNo = await fastPayByApi(page.request, '1000.00');
      await setSurveyAside(page);

      await page.goto(`/index.html#/trade-center/order?appNo=${appNo}`);
      const progress = page.getByRole('region', { name: '订单进度' });
      await expect(progress.getByRole('listitem').nth(1)).toHaveText(
        /^付款（已完成）\d{4}-\d{2}-\d{2}快捷支付扣款成功 中国工商银行（尾号\d{4}）$/,
      );
      await page.getByRole('button', { name: '撤单' }).click();
      const password = page.getByRole('dialog', { name: '撤单' });
      await password.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
      await password.getByRole('button', { name: '确认撤单' }).click();
      await expect(password).toBeHidden();

      const money = page.locator('p', { hasText: /^资金去向：/ });
      await expect(money).toHaveText(
        /^资金去向：退款中 1,000\.00元 预计\d{2}-\d{2}退回中国工商银行（尾号\d{4}）$/,
      );
      await expect(page.getByText('已撤单', { exact: true }).first()).toBeVisible();
      await expect(progress.getByRole('listitem').nth(3)).toContainText('退款（进行中）');
      await expect(page.getByRole('button', { name: '撤单' })).toHaveCount(0);
      await fitsTheWidth(page);
      await page.screenshot({ path: `${SHOTS}/money-detail-refund-${label}.png`, fullPage: true });

      await page
        .getByRole('navigation', { name: '交易中心' })
        .getByRole('link', { name: '交易记录' })
        .click();
      const row = page.getByRole(label === 'phone' ? 'listitem' : 'row').filter({ hasText: appNo });
      await expect(row).toContainText(
        /已撤单退款中 1,000\.00元 预计\d{2}-\d{2}退回中国工商银行（尾号\d{4}）/,
      );
      await expect(row).not.toContainText('扣款成功');
      await page.screenshot({ path: `${SHOTS}/money-records-refund-${label}.png`, fullPage: true });
      expect(pageProblems(console.problems)).toEqual([]);
    });
  });
}

test('phone: the order page opens on the fund and its verdict, the amount near the top, the submit bar in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInByApi(page.request, { account: ZHANG.idNo, phone: ZHANG.phone });
  await buyByApi(page.request, MIXED.code, '1000.00'); // the product summary confirmed once
  await setSurveyAside(page);
  await page.goto(`/index.html#/trade-center/purchase/order?id=${MIXED.code}`);
  const form = page.getByRole('region', { name: '申购下单' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('heading', { name: /国证资管稳健配置混合/ })).toBeInViewport();
  await expect(page.getByRole('region', { name: /适当性匹配/ })).toBeInViewport({ ratio: 0.3 });
  const amount = form.getByRole('textbox', { name: '申购金额' });
  const box = await amount.boundingBox();
  expect(box && box.y).toBeLessThan(844 * 1.5);
  await page.screenshot({ path: `${SHOTS}/money-order-top-phone.png` });
  await form.getByRole('group', { name: '常用金额' }).getByRole('button', { name: '5,000.00元' }).click();
  await expect(amount).toHaveValue('5000');
  const summary = form.getByRole('region', { name: '订单摘要' });
  await expect(summary).toContainText('申购金额5,000.00元');
  await expect(summary).toContainText(/手续费[\d,.]+元/);
  await amount.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: '确认申购' })).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/money-order-summary-phone.png` });
  await fitsTheWidth(page);
});
