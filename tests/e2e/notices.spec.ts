/**
 * 对账单与提醒 end to end (issue 28 item 11): the investor subscribes on 订阅服务 to a daily statement by
 * e-mail and the official account, the choice survives a reload, and once the back office's day has moved on
 * the statement is in its outbox, addressed to the e-mail on file, the PDF attached.
 */
import { DEMO } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { pageProblems, SHOTS } from './support/login-steps';

interface NoticeOutboxItem {
  kind: string;
  channel: string;
  to: string;
  subject: string;
  raw: string | null;
}

const zhang = { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone };

test('an investor subscribes to a daily statement and receives it the next day', async ({ page }) => {
  const console = watchConsole(page);
  await logInByApi(page.request, zhang);
  await page.goto('/index.html#/hall/user/subscription');
  // The subscription link's QR code draws (its t is digits, as every GET's).
  const qr = page.getByRole('img', { name: /订阅服务二维码/ });
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  const card = page.getByRole('region', { name: '对账单与提醒' });
  await expect(card).toContainText('电子邮件发送至 zhangsan@example.com。');
  await card.getByRole('radio', { name: '日报' }).check();
  const statement = card.getByRole('group', { name: '对账单接收方式' });
  await statement.getByRole('checkbox', { name: '电子邮箱' }).check();
  // By keyboard too: the official account's box takes a space.
  await statement.getByRole('checkbox', { name: '微信公众号' }).focus();
  await page.keyboard.press('Space');
  await card.getByRole('button', { name: '保存订阅设置' }).click();
  await expect(page.getByText('订阅设置已保存')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/notice-settings.png`, fullPage: true });

  await page.reload();
  await expect(card.getByRole('radio', { name: '日报' })).toBeChecked();
  await expect(statement.getByRole('checkbox', { name: '电子邮箱' })).toBeChecked();
  await expect(statement.getByRole('checkbox', { name: '微信公众号' })).toBeChecked();
  await expect(
    card.getByRole('group', { name: '净值提醒接收方式' }).getByRole('checkbox', { name: '电子邮箱' }),
  ).not.toBeChecked();

  const before = (await (await page.request.get('/__dev/notice/outbox')).json()) as NoticeOutboxItem[];
  // The login's own notice (an SMS of a new device, 安全中心) aside, nothing was sent before the day moved on.
  expect(before.filter((n) => n.channel !== 'sms')).toEqual([]);
  expect((await page.request.post('/__dev/clock', { data: { advanceSeconds: 86_400 } })).ok()).toBe(true);
  const sent = (await (await page.request.get('/__dev/notice/outbox')).json()) as NoticeOutboxItem[];
  const mail = sent.find((n) => n.channel === 'email');
  expect(mail).toMatchObject({ kind: 'statement', to: 'zhangsan@example.com' });
  expect(mail?.subject).toMatch(/^国证资管对账单（\d{4}-\d{2}-\d{2}）$/);
  expect(mail?.raw).toContain('Content-Type: application/pdf');
  expect(sent.filter((n) => n.channel === 'officialAccount')).toHaveLength(1);
  expect(pageProblems(console.problems)).toEqual([]);
});
