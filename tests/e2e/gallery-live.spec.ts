import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Locator, Page } from '@playwright/test';

import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { DEMO, SHOTS, pageProblems, readSmsCode, sendSmsCode } from './support/login-steps';

const PHOTOS = join(__dirname, '..', 'fixtures', 'id-photos');
const photo = (name: string) => join(PHOTOS, name);
const DIR = `${SHOTS}/gallery-live`;
const WHO = DEMO.zhouJiu;

let console: { problems: string[] };
/** The side (type) each OCR answer was for: the back office echoes the request's type. */
let ocrCalls: string[];

test.beforeEach(async ({ page }) => {
  console = watchConsole(page);
  ocrCalls = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/v1/auth/ocr')) return;
    const body = (await response.json().catch(() => ({}))) as { data?: { type?: string } };
    ocrCalls.push(body.data?.type ?? `HTTP ${response.status()}`);
  });
  await logInByApi(page.request, { account: WHO.idNo, phone: WHO.phone });
  await page.goto('/index.html#/gallery');
  await expect(page.getByText(`当前已登录（${WHO.name}）`)).toBeVisible();
});

test.afterEach(() => {
  expect(pageProblems(console.problems)).toEqual([]);
});

function liveUpload(page: Page) {
  const card = page.getByTestId('id-card:live');
  const inputs = card.locator('input[type="file"]');
  return { card, portrait: inputs.nth(0), emblem: inputs.nth(1) };
}

async function uploadPair(page: Page, portrait: string, emblem: string): Promise<Locator> {
  const live = liveUpload(page);
  await live.card.scrollIntoViewIfNeeded();
  await live.portrait.setInputFiles(photo(portrait));
  await live.emblem.setInputFiles(photo(emblem));
  return live.card;
}

test.describe('ID-card upload against the back office', () => {
  test('a valid pair fills the identity form with the investor; the name stays editable', async ({
    page,
  }) => {
    const card = await uploadPair(page, 'portrait.png', 'emblem.png');
    const form = card.getByRole('group', { name: '请核对识别结果' });
    await expect(form.getByRole('textbox', { name: '姓名' })).toHaveValue(WHO.name);
    await expect(form.getByRole('textbox', { name: '身份证号码' })).toHaveValue(WHO.idNo);
    await expect(form.getByRole('textbox', { name: '身份证号码' })).toHaveAttribute('readonly', '');
    await expect(form.getByRole('textbox', { name: '出生日期' })).toHaveValue('1960-12-15');
    await expect(form.getByRole('textbox', { name: '证件有效期止' })).toHaveValue('长期');
    await expect(card.getByText('重新上传', { exact: true })).toHaveCount(2);
    // One call per side: 1 the portrait, 0 the emblem.
    expect([...ocrCalls].sort()).toEqual(['0', '1']);
    await card.screenshot({ path: `${DIR}/id-card-recognised.png` });
    await card.getByRole('button', { name: '下一步' }).click();
    await expect(card.getByRole('status').filter({ hasText: '组件输出' })).toContainText(
      `"cardName":"${WHO.name}"`,
    );
  });

  test('an HTML page renamed .jpg passes the name check and is refused by the back office', async ({
    page,
  }) => {
    const card = await uploadPair(page, 'not-an-image.jpg', 'emblem.png');
    await expect(card.getByRole('alert')).toHaveText('上传人像面格式类型支持jpg、jpeg、png、bmp!');
    await expect(card.getByRole('group', { name: '请核对识别结果' })).toHaveCount(0);
    // Nothing to retry: the picture itself was refused.
    await expect(card.getByRole('button', { name: '重新识别' })).toHaveCount(0);
    await card.screenshot({ path: `${DIR}/id-card-not-an-image.png` });
    // The refusal is an HTTP 400, which Chromium logs; it is this test's subject, not a problem.
    console.problems = console.problems.filter((problem) => !/status of 400 .*\/v1\/auth\/ocr/.test(problem));
  });

  test('a file over 10 MB is refused before any upload', async ({ page }) => {
    const dir = mkdtempSync(join(tmpdir(), 'gallery-'));
    const big = join(dir, 'portrait-big.jpg');
    writeFileSync(big, Buffer.alloc(10485761, 0xff));
    const { card, portrait } = liveUpload(page);
    await portrait.setInputFiles(big);
    await expect(card.getByRole('alert')).toHaveText('人像面图片大小不可超过10M!');
    await expect(card.getByText('上传人像面', { exact: true })).toBeVisible();
    expect(ocrCalls).toEqual([]);
    await card.screenshot({ path: `${DIR}/id-card-too-large.png` });
  });

  test('one side only: nothing is recognised and the missing side is named', async ({ page }) => {
    const { card, emblem } = liveUpload(page);
    await emblem.setInputFiles(photo('emblem.png'));
    await card.getByRole('button', { name: '下一步' }).click();
    await expect(card.getByRole('alert')).toHaveText('请上传身份证人像面照片');
    expect(ocrCalls).toEqual([]);
  });

  for (const [what, portrait, emblem] of [
    ['a portrait without a readable number', 'portrait-no-number.png', 'emblem.png'],
    ['a back that is not a second-generation card', 'portrait.png', 'emblem-not-second-generation.png'],
    ['a picture too small to read', 'portrait-too-small.png', 'emblem.png'],
  ] as const) {
    test(`recognition fails for ${what}`, async ({ page }) => {
      const card = await uploadPair(page, portrait, emblem);
      await expect(card.getByRole('alert')).toHaveText('身份验证失败，请重新上传！');
      await card.getByRole('button', { name: '下一步' }).click();
      await expect(card.getByRole('status').filter({ hasText: '组件输出' })).toHaveCount(0);
      await card.screenshot({ path: `${DIR}/id-card-failed-${portrait.replace('.png', '')}.png` });
    });
  }

  test('an expired emblem opens its dialog and asks for a new emblem', async ({ page }) => {
    const card = await uploadPair(page, 'portrait.png', 'emblem-expired.png');
    const dialog = page.getByRole('alertdialog', { name: '国徽面照片证件有效期已过期 请重新上传' });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: `${DIR}/id-card-expired.png` });
    await dialog.getByRole('button', { name: '我知道了' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('上传国徽面', { exact: true })).toBeVisible();
  });
});

test('fund search: suggestions by name or code, keyboard choice, empty result', async ({ page }) => {
  const card = page.getByTestId('fund-search:live');
  const box = card.getByRole('combobox', { name: '基金搜索' });
  await box.fill('esg');
  await expect(card.getByRole('option')).toHaveCount(1);
  await expect(card.getByRole('option')).toContainText('970092');
  await box.fill('9700');
  await expect(card.getByRole('option').first()).toContainText('970001');
  await box.fill('稳健配置');
  await expect(card.getByRole('option')).toHaveText(['970031国证资管稳健配置混合']);
  await page.keyboard.press('ArrowDown');
  await card.screenshot({ path: `${DIR}/fund-search-suggestions.png` });
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('国证资管稳健配置混合');
  await expect(card.getByRole('status').filter({ hasText: '已选择' })).toContainText('"code":"970031"');
  await box.fill('zzz');
  await expect(card.getByText('- 关键词下无内容 -')).toBeVisible();
  await card.screenshot({ path: `${DIR}/fund-search-empty.png` });
});

test('receiving accounts: switch bank tabs and copy a field', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const card = page.getByTestId('receiving-account:live-banks');
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('tab')).toHaveText(['中国工商银行', '招商银行', '中国建设银行']);
  await card.getByRole('tab', { name: '招商银行' }).click();
  await expect(card.getByRole('tabpanel')).toContainText('招商银行股份有限公司深圳分行营业部');
  await page.keyboard.press('ArrowRight');
  await expect(card.getByRole('tab', { name: '中国建设银行' })).toHaveAttribute('aria-selected', 'true');
  const panel = card.getByRole('tabpanel');
  await expect(panel).toContainText('中国建设银行股份有限公司深圳市分行营业部');
  await panel.getByRole('button', { name: '复制账号' }).click();
  await expect(page.getByRole('status').getByText('复制成功')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^442015000100\d+$/);
  await card.screenshot({ path: `${DIR}/receiving-accounts-ccb.png` });
  await expect(page.getByTestId('receiving-account:live-none').getByRole('alert')).toHaveText(
    '未正常获取到国证资管直销收款账号 请联系客服或您的客户经理',
  );
});

test('the SMS dialog sends for real, counts down and accepts the code', async ({ page }) => {
  const card = page.getByTestId('sms:live');
  await card.getByRole('button', { name: '打开短信验证（真实发送）' }).click();
  const dialog = page.getByRole('dialog', { name: '短信验证' });
  await sendSmsCode(page, dialog);
  await expect(page.getByText(/^验证码已发送至138\*{4}0007，2分钟内有效$/)).toBeVisible();
  const code = await readSmsCode(page.request, WHO.phone);
  await dialog.getByLabel('短信验证码').fill(code);
  await page.screenshot({ path: `${DIR}/sms-sent.png` });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('status')).toHaveText(
    `结果：{"type":"twoFactor","state":true,"code":"${code}"}`,
  );
});
