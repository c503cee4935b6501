import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import { DEMO as IDENTITIES, DEMO_PASSWORD } from '../../../server/seed/demo-identities';

/** The demo investors of README.md, from the one module that lists them (password: DEMO_PASSWORD). */
export { DEMO_PASSWORD };
export const DEMO = {
  zhangSan: IDENTITIES.zhangSan,
  liSi: IDENTITIES.liSi,
  wangWu: IDENTITIES.wangWu,
  zhaoLiu: IDENTITIES.zhaoLiu,
  qianQi: IDENTITIES.qianQi,
  sunBa: IDENTITIES.sunBa,
  zhouJiu: IDENTITIES.zhouJiu,
  heShi: IDENTITIES.heShi,
  weiEr: IDENTITIES.weiEr,
} as const;
export const DEMO_ORG = {
  name: IDENTITIES.org.name,
  fundAccount: IDENTITIES.org.fundAccount,
  tradeAccount: IDENTITIES.org.tradeAccounts[0],
  phone: IDENTITIES.org.phone,
} as const;

export const SHOTS = '/tmp/shots';

/** The dev hook's answer for the newest puzzle: its id and the right drag distance in CSS px. */
export async function lastCaptcha(request: APIRequestContext): Promise<{ id: string; code: number }> {
  const answer = await request.get('/__dev/captcha/last');
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { id: string; code: number };
}

export function sliderHandle(page: Page): Locator {
  return page.getByRole('slider', { name: '拼图滑块' });
}

/** Waits for the slider to hold a puzzle and returns the dev hook's answer for that puzzle. */
export async function readyPuzzle(page: Page): Promise<{ id: string; code: number }> {
  const handle = sliderHandle(page);
  await expect(handle).toBeVisible();
  await expect(handle).not.toHaveAttribute('aria-disabled', 'true');
  await expect(handle).toHaveAttribute('aria-valuenow', '0');
  return lastCaptcha(page.request);
}

/**
 * Drives the slider by keyboard to `distance` px (Shift+Arrow 10 px, Arrow 1 px) and submits with Enter.
 * A small delay per key keeps the slide longer than the back office's 100 ms minimum, as a person's would be.
 */
export async function slideBy(page: Page, distance: number): Promise<void> {
  const handle = sliderHandle(page);
  await handle.focus();
  for (let i = 0; i < Math.floor(distance / 10); i += 1)
    await page.keyboard.press('Shift+ArrowRight', { delay: 4 });
  for (let i = 0; i < distance % 10; i += 1) await page.keyboard.press('ArrowRight', { delay: 4 });
  await expect(handle).toHaveAttribute('aria-valuenow', String(distance));
  await page.waitForTimeout(120);
  await page.keyboard.press('Enter');
}

/** Drags the handle `distance` px with the mouse, in small moves as a hand would, and lets go. */
export async function dragBy(page: Page, distance: number): Promise<void> {
  const box = await sliderHandle(page).boundingBox();
  if (!box) throw new Error('the slider handle is not on screen');
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + distance, y, { steps: 12 });
  await expect(sliderHandle(page)).toHaveAttribute('aria-valuenow', String(distance));
  await page.mouse.up();
}

/** Solves the slider shown now (offset: px added to the right answer, e.g. +20 for a wrong one). */
export async function solveSlider(page: Page, offset = 0): Promise<void> {
  const { code } = await readyPuzzle(page);
  await slideBy(page, code + offset);
}

/** The newest SMS code sent to `phone` (the local back office's outbox stands for the phone). */
export async function readSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  const answer = await request.get('/__dev/sms/outbox');
  const outbox = (await answer.json()) as { phone: string; code: string }[];
  const found = outbox.find((entry) => entry.phone === phone);
  if (!found) throw new Error(`no SMS was sent to ${phone}`);
  return found.code;
}

/**
 * Moves the back office's clock (session expiry, SMS expiry, lockout end). The clock is the whole back
 * office's: safe because each worker has its own back office, serving one test at a time (fixtures.ts).
 */
export async function advanceServerClock(request: APIRequestContext, seconds: number): Promise<void> {
  const answer = await request.post('/__dev/clock', { data: { advanceSeconds: seconds } });
  expect(answer.ok()).toBe(true);
}

/** Fills the 个人登录 form (the page must be open on it) and presses 登录. */
export async function submitPersonForm(
  page: Page,
  account: string,
  password: string = DEMO_PASSWORD,
  { privacy = true }: { privacy?: boolean } = {},
): Promise<void> {
  const form = page.getByRole('form', { name: '个人登录' });
  await form.getByLabel('账号', { exact: true }).fill(account);
  await form.getByLabel('登录密码').fill(password);
  if (privacy) await tickPrivacy(form);
  await form.getByRole('button', { name: '登录' }).click();
}

/**
 * Ticks the privacy box as a person does, on its square (shared/ui lays the real input over the drawn box;
 * the label text holds the agreement links, which must not be hit).
 */
export async function tickPrivacy(form: Locator): Promise<void> {
  const checkbox = form.getByRole('checkbox', { name: /^我已阅读并同意/ });
  await checkbox.click();
  await expect(checkbox).toBeChecked();
}

/** Opens 机构登录, picks the account type and submits. */
export async function submitOrgForm(
  page: Page,
  type: '基金账号' | '基金交易账号',
  account: string,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  await page.getByRole('tab', { name: '机构登录' }).click();
  const form = page.getByRole('form', { name: '机构登录' });
  await form.getByRole('radio', { name: type }).check();
  // The radio shares the words: the text field is the textbox whose name ends with them.
  const field = type === '基金账号' ? /基金账号$/ : /基金交易账号$/;
  await form.getByRole('textbox', { name: field }).fill(account);
  await form.getByLabel('登录密码').fill(password);
  await tickPrivacy(form);
  await form.getByRole('button', { name: '登录' }).click();
}

/**
 * Presses 获取验证码 (or 重新获取) and waits for the countdown. The back office allows one SMS per phone a
 * minute; a test that sends to the same phone again (a second login, another browser) moves the clock on
 * instead of waiting.
 */
export async function sendSmsCode(
  page: Page,
  dialog: Locator,
  label: RegExp = /^(获取验证码|重新获取)$/,
): Promise<void> {
  const countdown = dialog.getByRole('button', { name: /秒后重新获取/ });
  const tooSoon = dialog.getByText(/过于频繁/);
  await dialog.getByRole('button', { name: label }).click();
  await expect(countdown.or(tooSoon)).toBeVisible();
  if (await tooSoon.isVisible()) {
    await advanceServerClock(page.request, 60);
    await dialog.getByRole('button', { name: label }).click();
  }
  await expect(countdown).toBeDisabled();
}

/** The SMS login dialog: send, read the code from the outbox, confirm. */
export async function passSmsStep(page: Page, phone: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: '短信验证登录' });
  await expect(dialog).toBeVisible();
  await sendSmsCode(page, dialog);
  await dialog.getByLabel('短信验证码').fill(await readSmsCode(page.request, phone));
  await dialog.getByRole('button', { name: '确定' }).click();
}

/**
 * A full person login from the open login page to `landing` (the hall unless told), with the SMS step when
 * this browser has no nonce for the account yet.
 */
export async function logInPerson(
  page: Page,
  account: string,
  phone: string,
  landing: RegExp = /\/index\.html#\/hall$/,
): Promise<void> {
  await submitPersonForm(page, account);
  await solveSlider(page);
  const sms = page.getByRole('dialog', { name: '短信验证登录' });
  const left = () => !new URL(page.url()).pathname.endsWith('/login.html');
  await expect.poll(async () => left() || (await sms.isVisible()), { timeout: 15_000 }).toBe(true);
  if (!left()) await passSmsStep(page, phone);
  await page.waitForURL(landing);
}

/**
 * Console problems of a page, without two build 404s seen early on (the favicon, and element's icon fonts
 * under css/); both are fixed in the build, the filter stays for the specs that use it.
 */
export function pageProblems(problems: readonly string[]): string[] {
  return problems.filter(
    (problem) =>
      !/Failed to load resource: .*404.*(favicon\.ico|\/css\/assets\/element-icons\.)/.test(problem),
  );
}

/** Every request the page makes: its URL and (for POST/PUT) its body, to check where passwords travel. */
export function watchRequests(page: Page): { urls: string[]; bodies: string[] } {
  const seen = { urls: [] as string[], bodies: [] as string[] };
  page.on('request', (request) => {
    seen.urls.push(request.url());
    const body = request.postData();
    if (body) seen.bodies.push(body);
  });
  return seen;
}

/** True when `text` holds the password as typed or in any URL encoding of it. */
export function carriesPassword(text: string, password: string): boolean {
  return [password, encodeURIComponent(password), encodeURI(password)].some((form) => text.includes(form));
}
