/**
 * An investor's walk on a phone (issue 38, "Done when"): log in with the slider and the SMS step, buy by bank
 * transfer and by fast pay, read the assets, redeem and cancel, and read an order's detail page. At every dialog and every list card it asserts
 * what support/fits-phone.ts measures, and it attaches a screenshot of each step to the report.
 *
 * The walk is a list of named steps (PHONE_WALK) run in order on one page; a capability that lands later (the
 * order detail page) is one more step in the list.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';

import { DEMO, DEMO_TRADE_PASSWORD } from '../../../server/seed/demo-identities';
import { attachStep, expectCardsFit, expectDialogFits, expectFitsPhone, type FitOptions } from './fits-phone';
import { expect } from './fixtures';
import { passSmsStep, readyPuzzle, slideBy, submitPersonForm } from './login-steps';

const ZHANG = DEMO.zhangSan;
const MIXED = { code: '970031', name: '国证资管稳健配置混合' };
const BOND = { code: '970011', name: '国证资管安心纯债债券A' };

export interface WalkContext {
  page: Page;
  testInfo: TestInfo;
  /** What every dialog and card must meet (长辈模式 adds the text size). */
  fit: FitOptions;
}

export interface WalkStep {
  name: string;
  run: (walk: WalkContext) => Promise<void>;
}

/** The cards of a list by its accessible name. */
export const cardsOf = (page: Page, list: string): Locator =>
  page.getByRole('list', { name: list, exact: true }).getByRole('listitem');

async function dialogStep(walk: WalkContext, dialog: Locator, shot: string): Promise<void> {
  await expectDialogFits(dialog, walk.fit);
  await attachStep(walk.page, walk.testInfo, shot);
}

/** From the fund's card to the order form, the product summary confirmed when it is asked. */
async function openOrder(walk: WalkContext): Promise<Locator> {
  const { page } = walk;
  await page.goto(`/index.html#/trade-center/purchase?keyword=${MIXED.code}`);
  const cards = cardsOf(page, '基金列表');
  await expect(cards.first()).toBeVisible();
  await expectCardsFit(cards, walk.fit);
  await attachStep(page, walk.testInfo, 'fund-cards');
  await cards
    .filter({ hasText: MIXED.code })
    .getByRole('button', { name: `购买 ${MIXED.name}`, exact: true })
    .click();
  const summary = page.getByRole('dialog', { name: '产品资料概要' });
  const form = page.getByRole('region', { name: '申购下单' });
  await expect(summary.or(form)).toBeVisible();
  if (await summary.isVisible()) {
    await dialogStep(walk, summary, 'summary-dialog');
    await summary.getByRole('checkbox').check();
    await summary.getByRole('button', { name: '确认' }).click();
  }
  await expect(form).toBeVisible();
  return form;
}

async function placeWithPassword(walk: WalkContext, shot: string, confirm = '确定'): Promise<void> {
  const password = walk.page.getByRole('dialog', { name: '交易密码验证' });
  await expect(password).toBeVisible();
  await password.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
  await dialogStep(walk, password, shot);
  await password.getByRole('button', { name: confirm }).click();
}

async function buy(walk: WalkContext, how: 'transfer' | 'fastPay'): Promise<void> {
  const form = await openOrder(walk);
  await form.getByRole('textbox', { name: '申购金额' }).fill('1000');
  if (how === 'fastPay') await form.getByRole('radio', { name: /快捷支付/ }).check();
  await form.getByRole('button', { name: '确认申购' }).click();
  await placeWithPassword(walk, `${how}-password-dialog`);
  const placed = walk.page.getByRole('region', { name: '申购申请已提交' });
  await expect(placed).toBeFocused();
  if (how === 'fastPay') await expect(placed).toContainText('扣款成功');
  await attachStep(walk.page, walk.testInfo, `${how}-placed`);
}

export const PHONE_WALK: WalkStep[] = [
  {
    name: 'logs in with the slider and the SMS step',
    run: async (walk) => {
      const { page } = walk;
      await page.goto('/login.html');
      await submitPersonForm(page, ZHANG.phone);
      const slider = page.getByRole('dialog', { name: '安全验证' });
      const { code } = await readyPuzzle(page);
      await dialogStep(walk, slider, 'slider-dialog');
      await slideBy(page, code);
      const sms = page.getByRole('dialog', { name: '短信验证登录' });
      await dialogStep(walk, sms, 'sms-dialog');
      await passSmsStep(page, ZHANG.phone);
      await page.waitForURL(/\/index\.html#\/hall$/);
      await expect(page.getByRole('region', { name: '我的信息' })).toBeVisible();
      await attachStep(page, walk.testInfo, 'hall');
    },
  },
  { name: 'buys by bank transfer', run: (walk) => buy(walk, 'transfer') },
  { name: 'buys by fast pay', run: (walk) => buy(walk, 'fastPay') },
  {
    name: 'reads the holdings and the orders in transit as cards',
    run: async (walk) => {
      const { page } = walk;
      await page.goto('/index.html#/assets');
      const holdings = cardsOf(page, '直销持有产品');
      await expect(holdings.first()).toBeVisible();
      // The survey invitation comes on arrival (once): it is a dialog like the others, then put off.
      const survey = page.getByRole('dialog', { name: '邀请您填写问卷' });
      if (
        await survey.waitFor({ timeout: 3000 }).then(
          () => true,
          () => false,
        )
      ) {
        await dialogStep(walk, survey, 'survey-dialog');
        await survey.getByRole('button', { name: '稍后再说' }).click();
        await expect(survey).toBeHidden();
      }
      await expect(holdings.first()).toContainText('参考市值');
      await expect(holdings.first()).toContainText('昨日收益');
      await expectCardsFit(holdings, walk.fit);
      const transit = cardsOf(page, '在途交易');
      await expect(transit.filter({ hasText: '待汇款' })).toHaveCount(1);
      await expect(transit.filter({ hasText: '扣款成功' })).toHaveCount(1);
      await expectCardsFit(transit, walk.fit);
      await transit.first().scrollIntoViewIfNeeded();
      await attachStep(page, walk.testInfo, 'assets-cards', { fullPage: true });
    },
  },
  {
    name: 'redeems from a holding’s card',
    run: async (walk) => {
      const { page } = walk;
      await page.goto('/index.html#/trade-center/redeem');
      const holdings = cardsOf(page, '可赎回持仓');
      await expect(holdings.first()).toBeVisible();
      await expectCardsFit(holdings, walk.fit);
      await attachStep(page, walk.testInfo, 'redeem-cards');
      await holdings
        .filter({ hasText: BOND.code })
        .getByRole('button', { name: '赎回', exact: true })
        .click();
      const form = page.getByRole('region', { name: '赎回申请' });
      await form.getByRole('textbox', { name: '赎回份额' }).fill('100.00');
      await expect(form.getByRole('region', { name: '赎回试算' })).toContainText('预估到账金额');
      await form.getByRole('button', { name: '确认赎回' }).click();
      await placeWithPassword(walk, 'redeem-password-dialog');
      await expect(page.getByRole('region', { name: '赎回申请已提交' })).toBeFocused();
      await attachStep(page, walk.testInfo, 'redeem-placed');
    },
  },
  {
    name: 'cancels the redemption from its card',
    run: async (walk) => {
      const { page } = walk;
      await page.goto('/index.html#/trade-center/redeem');
      const orders = cardsOf(page, '可撤销的申请');
      await expect(orders.first()).toBeVisible();
      await expectCardsFit(orders, walk.fit);
      await orders.filter({ hasText: '100.00份' }).first().scrollIntoViewIfNeeded();
      await attachStep(page, walk.testInfo, 'cancel-cards');
      await orders.filter({ hasText: '100.00份' }).getByRole('button', { name: '撤单' }).click();
      const dialog = page.getByRole('dialog', { name: '撤单' });
      await dialog.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
      await dialogStep(walk, dialog, 'cancel-dialog');
      await dialog.getByRole('button', { name: '确认撤单' }).click();
      await expect(page.getByText('申请已成功撤销')).toBeVisible();
      await expect(orders.filter({ hasText: '100.00份' })).toHaveCount(0);
      await attachStep(page, walk.testInfo, 'cancelled');
    },
  },
  {
    name: 'reads an order’s detail from its card in transit',
    run: async (walk) => {
      const { page } = walk;
      await page.goto('/index.html#/assets');
      const transit = cardsOf(page, '在途交易').filter({ hasText: MIXED.name }).filter({ hasText: '待汇款' });
      await transit
        .first()
        .getByRole('link', { name: /^订单\d+的详情$/ })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: '订单详情' })).toBeVisible();
      const progress = page.getByRole('region', { name: '订单进度' });
      await expect(progress.getByRole('listitem')).toHaveCount(4);
      await expect(progress.getByRole('listitem').nth(1)).toContainText('待汇款');
      await expectFitsPhone(page.getByRole('main'), walk.fit);
      await expect(page.getByRole('button', { name: '撤单' })).toBeVisible();
      await attachStep(page, walk.testInfo, 'order-detail');
    },
  },
];

/** Runs the walk's steps in order, each as a Playwright step of its own name. */
export async function walkOnPhone(
  page: Page,
  testInfo: TestInfo,
  fit: FitOptions,
  step: (name: string, body: () => Promise<void>) => Promise<void>,
): Promise<void> {
  const walk = { page, testInfo, fit };
  for (const { name, run } of PHONE_WALK) await step(name, () => run(walk));
}
