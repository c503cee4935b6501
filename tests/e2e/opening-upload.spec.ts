/**
 * The spec's account-opening path and upload path (issue 41 item 10): signed out, upload.html sends the
 * investor to the login; 立即注册 opens open.html (the steps, what to prepare), whose hand-over gives the
 * official site's opening the way back to the login; back and signed in, the investor lands on upload.html
 * and sends the ID-card photos ops asked for, after a refused PDF.
 */
import { expectAccessible } from './support/axe';
import { watchConsole } from './support/console';
import { expectFitsPhone } from './support/fits-phone';
import { expect, test } from './support/fixtures';
import { DEMO, logInPerson, pageProblems, SHOTS } from './support/login-steps';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAAGklEQVR4nGOQjd9CFcQwatCoQaMGjRpEGQIAnvHIEGC+6tQAAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('account opening hands over and comes back; the upload path takes the documents ops asked for', async ({
  page,
}) => {
  const console = watchConsole(page);
  const asked = await page.request.post('/__dev/document/requests', {
    data: { idNo: DEMO.zhangSan.idNo, kind: 'idCard', note: '您登记的身份证已过期，请上传新身份证的照片' },
  });
  expect(asked.ok()).toBe(true);

  // Signed out, the upload path asks for the login, which keeps the way back.
  await page.goto('/upload.html');
  await page.waitForURL(/\/login\.html\?redirect=/);
  await page.getByRole('form', { name: '个人登录' }).getByRole('link', { name: '立即注册' }).click();
  await expect(page).toHaveURL(/\/open\.html\?redirect=/);

  await expect(page.getByRole('heading', { level: 1, name: '在线开户' })).toBeVisible();
  const steps = page.getByRole('region', { name: '开户步骤' }).getByRole('listitem');
  await expect(steps).toHaveText([/^身份验证/, /^绑定银行卡/, /^风险测评/, /^签署协议/]);
  await expect(page.getByRole('region', { name: '请准备' })).toContainText('本人名下的银行借记卡');
  const handOver = page.getByRole('link', { name: '前往官网开户' });
  // The prerendered link knows no way back until the page runs and adds it from the address.
  await expect(handOver).toHaveAttribute('href', /[?&]returnUrl=/);
  const handOverUrl = new URL((await handOver.getAttribute('href')) ?? '', page.url());
  const back = handOverUrl.searchParams.get('returnUrl') ?? '';
  expect(new URL(back).pathname).toBe('/login.html');
  expect(decodeURIComponent(new URL(back).searchParams.get('redirect') ?? '')).toMatch(/\/upload\.html$/);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/open-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectFitsPhone(page.locator('.gz-open'));
  await page.screenshot({ path: `${SHOTS}/open-390.png`, fullPage: true });

  // Keyboard: the hand-over is reached by Tab and shows its focus, then followed with Enter.
  await handOver.focus();
  await expect(handOver).toBeFocused();
  const outline = await handOver.evaluate((link) => getComputedStyle(link).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '开户' })).toBeVisible();
  await page.getByRole('link', { name: '开户已完成，返回国证资管投资者服务' }).click();

  await page.waitForURL(/\/login\.html\?redirect=/);
  await logInPerson(page, DEMO.zhangSan.idNo, DEMO.zhangSan.phone, /\/upload\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: '资料上传' })).toBeVisible();
  const item = page.getByRole('region', { name: '身份证照片' });
  await expect(item).toContainText('您登记的身份证已过期，请上传新身份证的照片');

  const picker = item.getByLabel('选择身份证照片');
  await picker.setInputFiles([{ name: '国徽面.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await expect(item.getByRole('alert')).toHaveText('身份证照片仅支持jpg、jpeg、png、bmp格式');
  await picker.setInputFiles([{ name: '人像面.png', mimeType: 'image/png', buffer: PNG }]);
  await item.getByRole('button', { name: '提交资料' }).click();
  await expect(item.getByRole('alert')).toHaveText('请同时上传身份证人像面和国徽面照片');
  await picker.setInputFiles([{ name: '国徽面.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(item.getByRole('list', { name: '已选择的身份证照片' }).getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);
  // The chosen files and their 移除 buttons (the picker's own input is drawn as its label, the button).
  await expectFitsPhone(item.getByRole('list', { name: '已选择的身份证照片' }));
  await page.screenshot({ path: `${SHOTS}/upload-390.png`, fullPage: true });

  await item.getByRole('button', { name: '提交资料' }).click();
  await expect(item).toContainText(/已于 \d{4}-\d{2}-\d{2} \d{2}:\d{2} 提交，请等待工作人员审核/);
  await expect(item.getByRole('listitem')).toHaveText([/^人像面\.png/, /^国徽面\.png/]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/upload-desktop.png`, fullPage: true });
  expect(pageProblems(console.problems)).toEqual([]);
});
