/**
 * The user centre end to end (issue 17): 张三 fills in the contact details the hall asks for and changes the
 * phone (a code to each phone); binds a card with the bank's SMS and unbinds it after the second factor;
 * changes the trade password. The organisation reads its contactor and beneficial owners.
 */
import type { Page } from '@playwright/test';

import { withCheckDigit } from '../../server/bank/channels';
import { DEMO, DEMO_TRADE_PASSWORD } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { pageProblems, readSmsCode } from './support/login-steps';

const SHOTS = '/tmp/shots-17';
const ZHANG = DEMO.zhangSan;
/** The right edge of the furthest-reaching element of the user-centre screen, in CSS pixels. */
const widestRight = () =>
  Math.max(
    ...[...document.querySelectorAll('.gz-centre-screen, .gz-centre-screen *')].map(
      (element) => element.getBoundingClientRect().right,
    ),
  );
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test('张三 completes the contact details from the hall, then changes the phone', async ({ page }) => {
  const console = watchConsole(page);
  await logInByApi(page.request, { account: ZHANG.idNo, phone: ZHANG.phone });
  await page.goto('/index.html#/hall');
  const todo = page.getByRole('region', { name: '待办事项' });
  await expect(todo).toContainText('您的联系地址等个人资料尚未填写');
  await expect(page.getByRole('region', { name: '我的信息' })).toContainText(ZHANG.fundAccount);
  await shot(page, 'hall');
  await todo.getByRole('link', { name: '完善资料' }).click();
  await page.waitForURL(/#\/hall\/user\/modify-info$/);

  const form = page.getByRole('form', { name: '修改个人资料' });
  await form.getByLabel('联系地址').fill('北京市东城区示范路');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toContainText('详细地址至少包含8个汉字，并以具体的楼层或门牌号结尾');
  await form.getByLabel('联系地址').fill('北京市东城区示范路88号3号楼2单元501室');
  await form.getByLabel('邮政编码').fill('100010');
  await form.getByLabel('固话区号').fill('010');
  await form.getByLabel('固定电话').fill('65001234');
  await form.getByLabel('电子邮箱').fill('zhangsan@example.com');
  await form.getByLabel('职业').selectOption({ index: 1 });
  // The profile of spec §3's dictionaries: each from its dictionary, the region level by level.
  await form.getByLabel('国籍').selectOption({ label: '中国' });
  await form.getByLabel('学历').selectOption({ label: '本科' });
  await form.getByLabel('年收入').selectOption({ label: '20万-50万元' });
  await form.getByLabel('婚姻状况').selectOption({ label: '已婚' });
  await expect(form.getByLabel('城市')).toBeDisabled();
  await form.getByLabel('省份').selectOption({ label: '北京市' });
  await form.getByLabel('城市').selectOption({ label: '北京市' });
  await form.getByLabel('区县').selectOption({ label: '东城区' });
  await shot(page, 'modify-info');
  await form.getByRole('button', { name: '保存' }).click();
  await page.waitForURL(/#\/hall\/user\/info$/);
  await expect(page.getByText('北京市东城区示范路88号3号楼2单元501室')).toBeVisible();
  await expect(page.getByText('010-65001234')).toBeVisible();
  const contact = page.getByRole('region', { name: '联系信息' });
  for (const words of ['本科', '20万-50万元', '已婚', '北京市 北京市 东城区']) {
    await expect(contact.getByText(words, { exact: true })).toBeVisible();
  }
  await shot(page, 'info-profile');

  await page.getByRole('link', { name: '修改', exact: true }).click();
  await page.waitForURL(/#\/hall\/user\/modify-phone$/);
  const phoneForm = page.getByRole('form', { name: '修改手机号码' });
  const sendButtons = phoneForm.getByRole('button', { name: '获取验证码' });
  await sendButtons.first().click();
  await phoneForm.getByLabel('原手机验证码').fill(await readSmsCode(page.request, ZHANG.phone));
  await phoneForm.getByLabel('新手机号码').fill('13912340001');
  await sendButtons.last().click();
  await expect(phoneForm).toContainText('验证码已发送至139****0001');
  await phoneForm.getByLabel('新手机验证码').fill(await readSmsCode(page.request, '13912340001'));
  await shot(page, 'modify-phone');
  await phoneForm.getByRole('button', { name: '确认修改' }).click();
  await page.waitForURL(/#\/hall\/user\/info$/);
  await expect(page.getByText('139****0001', { exact: true })).toBeVisible();
  expect(pageProblems(console.problems)).toEqual([]);
});

test('张三 binds a card with the bank SMS and unbinds it', async ({ page }) => {
  await logInByApi(page.request, { account: ZHANG.idNo, phone: ZHANG.phone });
  await page.goto('/index.html#/hall/user/card/entry');
  const cards = page.getByRole('list', { name: '已绑定的银行卡' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards).toContainText('中国工商银行');
  await page.getByRole('link', { name: '添加银行卡' }).click();
  await page.waitForURL(/#\/hall\/user\/card\/add$/);

  const form = page.getByRole('form', { name: '添加银行卡' });
  const card = withCheckDigit('621483123456789');
  await form.getByLabel('银行卡号').pressSequentially(card);
  await expect(form.getByLabel('银行卡号')).toHaveValue(card.replace(/(\d{4})(?=\d)/g, '$1 '));
  await expect(form).toContainText('识别为招商银行');
  await form.getByLabel('银行预留手机号').fill('13700001111');
  await form.getByRole('checkbox', { name: /^我已阅读并同意/ }).click();
  await form.getByRole('button', { name: '获取验证码' }).click();
  await expect(form).toContainText('银行验证码已发送至137****1111');
  // The bank's own 60 s countdown.
  await expect(form.getByRole('button', { name: /\d+秒后重新获取/ })).toBeDisabled();
  await form.getByLabel('银行验证码').fill(await readSmsCode(page.request, '13700001111'));
  await shot(page, 'card-add');
  await form.getByRole('button', { name: '确认绑定' }).click();
  await page.waitForURL(/#\/hall\/user\/card\/entry$/);
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await shot(page, 'card-entry');

  const cmb = cards.getByRole('listitem').filter({ hasText: '招商银行' });
  await expect(cmb).toContainText(`尾号${card.slice(-4)}`);
  await cmb.getByRole('button', { name: '解绑' }).click();
  const dialog = page.getByRole('dialog', { name: '解绑银行卡' });
  await expect(dialog).toContainText(`招商银行 尾号${card.slice(-4)}`);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  // The code is read once it was sent: before, the outbox still holds the login's code to the same phone.
  await expect(dialog).toContainText('验证码已发送至138****0001');
  await dialog.getByLabel('短信验证码').fill(await readSmsCode(page.request, ZHANG.phone));
  await dialog.getByRole('button', { name: '验证' }).click();
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog).toContainText('银行验证码已发送至137****1111');
  await dialog.getByLabel('银行验证码').fill(await readSmsCode(page.request, '13700001111'));
  await shot(page, 'card-untie');
  await dialog.getByRole('button', { name: '确认解绑' }).click();
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards).not.toContainText('招商银行');
});

test('张三 changes the trade password', async ({ page }) => {
  await logInByApi(page.request, { account: ZHANG.idNo, phone: ZHANG.phone });
  await page.goto('/index.html#/hall/user/password/entry');
  await page.getByRole('link', { name: '修改交易密码' }).click();
  await page.waitForURL(/#\/hall\/user\/password\/modify-trade$/);
  const form = page.getByRole('form', { name: '修改交易密码' });
  await form.getByLabel('原交易密码').fill('135790');
  await form.getByLabel('新交易密码', { exact: true }).fill('802413');
  await form.getByLabel('确认新交易密码').fill('802413');
  await form.getByRole('button', { name: '确定' }).click();
  await expect(form).toContainText('原交易密码错误');
  await form.getByLabel('原交易密码').fill(DEMO_TRADE_PASSWORD);
  await shot(page, 'trade-password');
  await form.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('交易密码修改成功')).toBeVisible();
  await page.waitForURL(/#\/hall\/user\/password\/entry$/);
});

test('the organisation sees its contactor and beneficial owners', async ({ page }) => {
  await logInByApi(page.request, { account: DEMO.org.tradeAccounts[0], phone: DEMO.org.phone, orgType: '0' });
  await page.goto('/index.html#/hall/user/info');
  const row = (term: string) =>
    page.locator('.gz-hall__row', { has: page.getByRole('term').getByText(term) });
  await expect(row('账户类型')).toContainText('机构');
  await expect(row('证件类型')).toContainText('统一社会信用代码');
  const people = page.getByRole('region', { name: '机构相关人员' });
  await expect(people).toContainText('经办人');
  await expect(people).toContainText('陈十');
  await expect(people).toContainText('刘国强');
  const owners = people.getByRole('table', { name: '受益所有人' });
  await expect(owners.getByRole('row')).toHaveCount(3);
  await expect(owners.getByRole('row', { name: /周立新/ })).toContainText('40%');
  await expect(owners.getByRole('row', { name: /周立新/ })).toContainText(
    '直接或间接拥有超过25%股权或表决权的自然人',
  );
  await shot(page, 'org-info');
  // On a phone the screen's content is no wider than the screen, and neither is the header with the
  // organisation's long name: 退出 stays on the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(widestRight)).toBeLessThanOrEqual(375);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const logout = await page.getByRole('button', { name: '退出' }).boundingBox();
  expect((logout?.x ?? 0) + (logout?.width ?? 0)).toBeLessThanOrEqual(375);
  await shot(page, 'org-info-phone');
  await page.goto('/index.html#/hall/user/card/add');
  await expect(page.getByRole('form', { name: '添加银行卡' })).toBeVisible();
  await expect.poll(() => page.evaluate(widestRight)).toBeLessThanOrEqual(375);
  await shot(page, 'card-add-phone');
});
