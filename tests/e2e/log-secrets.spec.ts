/**
 * Issue 29, operations: passwords, codes, ID numbers and card numbers never in a log line. A full browser
 * walk — 张三 logs in with his ID number, password, the slider and the SMS code, buys 10000.00 of 970031 with
 * his trade password and opens his assets — then the back office's log (every line this worker wrote so far,
 * at production's level) is searched for each of them.
 */
import { readFileSync } from 'node:fs';

import { DEMO, DEMO_PASSWORD, DEMO_TRADE_PASSWORD } from '../../server/seed/demo-identities';
import { purchaseUpToPassword } from './faults/support/forms';
import { expect, test } from './support/fixtures';
import { logInPerson } from './support/login-steps';

const ZHANG = DEMO.zhangSan;

test('a login, a purchase and the assets leave no password, code, ID number or card number in the log', async ({
  page,
  backOffice,
}) => {
  await page.goto('/login.html');
  await logInPerson(page, ZHANG.idNo, ZHANG.phone);
  await purchaseUpToPassword(page);
  const password = page.getByRole('dialog', { name: '交易密码验证' });
  await password.getByLabel('交易密码', { exact: true }).fill(DEMO_TRADE_PASSWORD);
  await password.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('region', { name: '申购申请已提交' })).toBeVisible();
  await page.goto('/index.html#/assets');
  await expect(page.getByRole('heading', { level: 1, name: '我的资产' })).toBeVisible();

  const sms = (await (await page.request.get('/__dev/sms/outbox')).json()) as { code: string }[];
  expect(sms.length).toBeGreaterThan(0);
  const log = readFileSync(backOffice.logFile, 'utf8');
  expect(log).toContain('request completed');
  expect(log).toContain('/v1/order/purchase');
  const secrets = [DEMO_PASSWORD, DEMO_TRADE_PASSWORD, ZHANG.idNo, ...ZHANG.tradeAccounts];
  for (const secret of [...secrets, ...sms.map((entry) => entry.code)]) {
    // As a value of its own: a 6-digit code may well occur inside a timestamp or a duration.
    const alone = (line: string) => [...line.matchAll(/[0-9A-Za-z.]+/g)].some(([word]) => word === secret);
    const lines = log.split('\n').filter(alone);
    expect(lines, `log lines holding ${secret.slice(0, 2)}…`).toEqual([]);
  }
});
