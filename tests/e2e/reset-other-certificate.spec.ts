import type { Page } from '@playwright/test';

import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { tryLogin } from './support/login-api';
import {
  DEMO,
  DEMO_PASSWORD,
  SHOTS,
  advanceServerClock,
  pageProblems,
  readSmsCode,
  solveSlider,
} from './support/login-steps';

/** 卫二: a natural person whose document on file is a Chinese passport (idType 1). */
const PASSPORT = DEMO.weiEr;
const NEW_PASSWORD = 'Passport2024';

const identityForm = (page: Page) => page.getByRole('form', { name: '验证身份' });
const otherForm = (page: Page) => page.getByRole('form', { name: '其他证件信息' });
const passwordForm = (page: Page) => page.getByRole('form', { name: '设置新密码' });

test('卫二, whose document is a passport, resets the login password through the other-certificate form', async ({
  page,
}) => {
  const console = watchConsole(page);
  await advanceServerClock(page.request, 61);
  await page.goto('/reset.html');
  await identityForm(page).getByRole('button', { name: '使用其他证件验证' }).click();
  const form = otherForm(page);
  await expect(page.getByRole('heading', { name: '验证身份' })).toBeFocused();
  await expect(form.getByLabel('姓名')).toHaveAttribute('placeholder', '请输入姓名');
  await expect(form.getByRole('button', { name: '下一步' })).toBeDisabled();
  await form.getByLabel('姓名').fill(PASSPORT.name);
  await form.getByLabel('证件类型').selectOption({ label: '中国护照' });
  await form.getByLabel('证件号码').fill(PASSPORT.idNo.toLowerCase());
  await page.screenshot({ path: `${SHOTS}/reset-other-certificate.png`, fullPage: true });
  await form.getByRole('button', { name: '下一步' }).click();
  await solveSlider(page);

  const step2 = passwordForm(page);
  await expect(step2).toBeVisible();
  await step2.getByLabel('短信验证码').fill(await readSmsCode(page.request, PASSPORT.phone));
  await step2.getByLabel('新登录密码', { exact: true }).fill(NEW_PASSWORD);
  await step2.getByLabel('确认新登录密码').fill(NEW_PASSWORD);
  await step2.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('heading', { name: '登录密码已重置' })).toBeFocused();

  // The passport number is the login account, as the phone is.
  expect((await tryLogin(page.request, PASSPORT.idNo, DEMO_PASSWORD)).message).toBe('账号或密码错误');
  expect((await tryLogin(page.request, PASSPORT.idNo, NEW_PASSWORD)).state).toBe(200000);
  expect(pageProblems(console.problems)).toEqual([]);
});

test('返回身份证验证 returns from the other-certificate form to ID-card verification', async ({ page }) => {
  await page.goto('/reset.html');
  await identityForm(page).getByRole('button', { name: '使用其他证件验证' }).click();
  await otherForm(page).getByLabel('姓名').fill(PASSPORT.name);
  await otherForm(page).getByRole('button', { name: '返回身份证验证' }).click();
  await expect(otherForm(page)).toHaveCount(0);
  await expect(identityForm(page).getByLabel('账号', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '验证身份' })).toBeFocused();
});
