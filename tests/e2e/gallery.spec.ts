import type { Page } from '@playwright/test';

import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { DEMO, SHOTS, pageProblems } from './support/login-steps';

const GALLERY = '/index.html#/gallery';
const DIR = `${SHOTS}/gallery`;

/** Every state card of the gallery: `<component>:<state>`. */
async function stateIds(page: Page): Promise<string[]> {
  return page
    .locator('article[data-testid*=":"]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid') ?? ''));
}

async function shoot(page: Page, id: string): Promise<void> {
  const card = page.getByTestId(id);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `${DIR}/${id.replace(':', '--')}.png` });
}

test('the gallery is open without a session; cards needing one offer the login page', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto(GALLERY);
  await expect(page.getByRole('heading', { level: 1, name: '组件陈列' })).toBeVisible();
  for (const title of [
    '其他证件表单',
    '身份证照片上传与识别',
    '基金搜索框',
    '直销收款账户',
    '交易密码',
    '短信验证码弹窗',
    '分页',
    '通用弹窗',
  ])
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  const live = page.getByTestId('id-card:live');
  await expect(live.getByRole('link', { name: '登录后返回本页' })).toHaveAttribute(
    'href',
    /^\/login\.html\?redirect=/,
  );
  await expect(page).toHaveURL(/#\/gallery$/);
  await shoot(page, 'id-card:live');
  expect(pageProblems(console.problems)).toEqual([]);
});

test('every state of every component, logged in: one screenshot each', async ({ page }) => {
  test.setTimeout(120_000);
  const console = watchConsole(page);
  await logInByApi(page.request, { account: DEMO.zhouJiu.idNo, phone: DEMO.zhouJiu.phone });
  await page.goto(GALLERY);
  await expect(page.getByText(`当前已登录（${DEMO.zhouJiu.name}）`)).toBeVisible();
  // Presets and live answers settle: the states that end in a message show it.
  await expect(page.getByTestId('id-card:failed').getByRole('alert')).toHaveText(
    '身份验证失败，请重新上传！',
  );
  await expect(page.getByTestId('fund-search:results').getByRole('option').first()).toBeVisible();
  await expect(page.getByTestId('receiving-account:live-banks').getByRole('tab')).toHaveCount(3);
  await page.screenshot({ path: `${DIR}/whole-page.png`, fullPage: true });
  const ids = await stateIds(page);
  expect(ids.length).toBeGreaterThan(40);
  for (const id of ids) await shoot(page, id);
  expect(pageProblems(console.problems)).toEqual([]);
});

test('the dialogs of the gallery, each opened and closed by keyboard', async ({ page }) => {
  await logInByApi(page.request, { account: DEMO.zhouJiu.idNo, phone: DEMO.zhouJiu.phone });
  await page.goto(GALLERY);
  const open = async (card: string, button: string, name: string, role: 'dialog' | 'alertdialog') => {
    await page.getByTestId(card).getByRole('button', { name: button }).click();
    const dialog = page.getByRole(role, { name });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: `${DIR}/dialog--${card.replace(':', '--')}.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };
  await open('dialogs:warning', '打开通用提示', '尊敬的投资者，您尚未开通网上委托', 'alertdialog');
  await open('dialogs:pending-audit', '打开审核中提示', '审核中', 'alertdialog');
  await open('dialogs:name-check', '打开姓名确认', '姓名确认', 'alertdialog');
  await open('trade-password:institution', '忘记交易密码', '机构用户暂不支持重置交易密码', 'alertdialog');
  await open('trade-password:dialog', '打开交易密码弹窗', '交易密码验证', 'dialog');
  await open('sms:bank', '打开银行短信验证', '银行短信验证', 'dialog');
  await open('other-certificate:name-check', '确定', '姓名确认', 'alertdialog');
  await open('id-card:expired', '载入示例照片', '国徽面照片证件有效期已过期 请重新上传', 'alertdialog');
});

test('dialog states reached by a press: refusals, waiting, one SMS dialog at a time', async ({ page }) => {
  await logInByApi(page.request, { account: DEMO.zhouJiu.idNo, phone: DEMO.zhouJiu.phone });
  await page.goto(GALLERY);
  const trade = page.getByRole('dialog', { name: '交易密码验证' });
  await page.getByTestId('trade-password:dialog').getByRole('button', { name: '打开交易密码弹窗' }).click();
  await trade.getByRole('button', { name: '确定' }).click();
  await expect(trade.getByRole('alert')).toHaveText('请输入交易密码');
  await trade.getByLabel('交易密码', { exact: true }).fill('111111');
  await page.keyboard.press('Enter');
  await expect(trade.getByRole('alert')).toHaveText('交易密码错误，您还有4次机会');
  await page.screenshot({ path: `${DIR}/dialog--trade-password--server-error.png` });
  await trade.getByLabel('交易密码', { exact: true }).fill('147258');
  await page.keyboard.press('Enter');
  await expect(trade).toBeHidden();
  await expect(page.getByRole('status').getByText('交易密码验证通过')).toBeVisible();

  await page
    .getByTestId('trade-password:dialog-loading')
    .getByRole('button', { name: '打开（提交中）' })
    .click();
  await trade.getByLabel('交易密码', { exact: true }).fill('147258');
  await trade.getByRole('button', { name: '确定' }).click();
  await expect(trade.locator('.el-button.is-loading')).toBeVisible();
  await page.screenshot({ path: `${DIR}/dialog--trade-password--loading.png` });
  await trade.getByRole('button', { name: '取消' }).click();

  const sms = page.getByRole('dialog', { name: '短信验证' });
  await page.getByTestId('sms:send-failed').getByRole('button', { name: '打开（发送失败）' }).click();
  await sms.getByRole('button', { name: '获取验证码' }).click();
  await expect(sms.getByRole('alert')).toHaveText('短信发送过于频繁，请稍后再试');
  await page.screenshot({ path: `${DIR}/dialog--sms--send-failed.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('sms:send-failed').getByRole('status')).toHaveText(
    '结果：{"type":"twoFactor","state":false,"code":""}',
  );

  await page.getByTestId('sms:verify-failed').getByRole('button', { name: '打开（校验失败）' }).click();
  await sms.getByLabel('短信验证码').fill('123456');
  await sms.getByRole('button', { name: '确定' }).click();
  await expect(sms.getByRole('alert')).toHaveText('短信验证码错误');
  await page.screenshot({ path: `${DIR}/dialog--sms--verify-failed.png` });
  await sms.getByRole('button', { name: '取消' }).click();

  const twice = page.getByTestId('sms:one-at-a-time');
  await twice.getByRole('button', { name: '依次打开两个' }).click();
  await expect(page.getByRole('dialog', { name: '短信验证（第一个）' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: '短信验证（第二个）' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(twice.getByRole('status')).toHaveText('结果：["第一个：false"]');
  await page.screenshot({ path: `${DIR}/dialog--sms--second-replaces-first.png` });
});
