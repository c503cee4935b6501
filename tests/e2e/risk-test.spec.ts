/**
 * The risk test end to end (issue 18): 孙八's test expired 30 days before the first start, so buying stops
 * at the risk-test dialog; they retake the test (one question at a time, the review, the result) and can
 * then buy the R3 public fund 970031. Demo investors: server/seed/demo-identities.ts.
 */
import { DEMO } from '../../server/seed/demo-identities';
import { watchConsole } from './support/console';
import { expect, test } from './support/fixtures';
import { logInByApi } from './support/login-api';
import { pageProblems, SHOTS } from './support/login-steps';
import { buyFromList, confirmSummary, R3_PUBLIC } from './support/purchase-steps';
import { STEADY_ANSWERS } from './support/risk-answers';

test('孙八 retakes the expired risk test and can then buy an R3 fund', async ({ page }) => {
  const console = watchConsole(page);
  await logInByApi(page.request, { account: DEMO.sunBa.idNo, phone: DEMO.sunBa.phone });
  await buyFromList(page, R3_PUBLIC);
  const stop = page.getByRole('alertdialog', { name: '风险测评' });
  await expect(stop).toContainText('您的风险测评结果已过期');
  await stop.getByRole('button', { name: '重新测评' }).click();
  await page.waitForURL(/#\/hall\/user\/risk-level\?module=RiskLevelTest$/);

  await expect(page.getByRole('heading', { level: 2, name: '个人投资者风险承受能力评估问卷' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/risk-question.png`, fullPage: true });
  for (const [index, choices] of STEADY_ANSWERS.entries()) {
    await expect(page.getByText(`第 ${index + 1} 题，共 12 题`)).toBeVisible();
    const role = choices.length > 1 ? 'checkbox' : 'radio';
    for (const text of choices) await page.getByRole(role, { name: text }).check();
    const last = index === STEADY_ANSWERS.length - 1;
    await page.getByRole('button', { name: last ? '检查答案' : '下一题' }).click();
  }
  const review = page.getByRole('region', { name: '请检查您的答案' });
  await expect(review.getByRole('listitem')).toHaveCount(12);
  await expect(review).toContainText('B. 1—5年');
  // A change from the review comes back to the review.
  await review.getByRole('button', { name: '修改第1题' }).click();
  await page.getByRole('radio', { name: '18—30岁' }).check();
  await page.getByRole('button', { name: '检查答案' }).click();
  await expect(review).toContainText('A. 18—30岁');
  await page.screenshot({ path: `${SHOTS}/risk-review.png`, fullPage: true });
  await page.getByRole('button', { name: '提交测评' }).click();

  const result = page.getByRole('region', { name: '测评结果' });
  await expect(result).toContainText('您的风险承受能力为：C3 稳健型');
  await expect(result).toContainText('R1 低风险、R2 中低风险、R3 中风险');
  await expect(result).toContainText('1-5年');
  await page.screenshot({ path: `${SHOTS}/risk-result.png`, fullPage: true });

  await result.getByRole('link', { name: '去购买基金' }).click();
  await buyFromList(page, R3_PUBLIC);
  // 孙八 has bought nothing yet: the special-care notice for a first purchase comes first (review U10).
  const care = page.getByRole('dialog', { name: '特别风险提示' });
  await expect(care).toContainText('这是您在本平台的首次购买。');
  await care.getByRole('checkbox').check();
  await care.getByRole('button', { name: '确认购买' }).click();
  await confirmSummary(page);
  await page.waitForURL((url) => url.hash === `#/trade-center/purchase/order?id=${R3_PUBLIC.code}`);
  const card = page.getByRole('region', { name: /适当性匹配/ });
  await expect(card).toContainText('C3 稳健型');
  await expect(card).toContainText('匹配');

  // The level screen now shows the new level and one attempt used.
  await page.goto('/index.html#/hall/user/risk-level');
  const panel = page.getByRole('region', { name: '我的风险等级' });
  await expect(panel).toContainText('C3 稳健型');
  await expect(panel).not.toContainText('已过期');
  await expect(panel).toContainText('今日还可测评 2 次');
  await page.screenshot({ path: `${SHOTS}/risk-level.png`, fullPage: true });
  expect(pageProblems(console.problems)).toEqual([]);
});

test('the hall warns of what has ended or ends within 30 days, with one click to renew', async ({ page }) => {
  await logInByApi(page.request, { account: DEMO.zhengYi.idNo, phone: DEMO.zhengYi.phone });
  await page.goto('/index.html#/hall');
  const reminders = page.getByRole('region', { name: '到期提醒' });
  await expect(reminders).toContainText(/您的合格投资者认证已于 \d{4}-\d{2}-\d{2} 过期/);
  await page.screenshot({ path: `${SHOTS}/risk-hall-reminders.png`, fullPage: true });
  await reminders.getByRole('link', { name: '重新认证' }).click();
  await page.waitForURL(/#\/hall\/user\/conform-certification$/);

  // Leave 郑一's page first: its own requests would meet the cleared session and leave for login by
  // themselves, racing (and interrupting) the test's navigation; from about:blank the hall is a new document.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await logInByApi(page.request, { account: DEMO.sunBa.idNo, phone: DEMO.sunBa.phone });
  await page.goto('/index.html#/hall');
  await expect(page.getByRole('banner')).toContainText(DEMO.sunBa.name);
  await page.getByRole('region', { name: '到期提醒' }).getByRole('link', { name: '重新测评' }).click();
  await page.waitForURL(/#\/hall\/user\/risk-level\?module=RiskLevelTest$/);
  await expect(page.getByText('第 1 题，共 12 题')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('秦六 is warned before the ID card ends: the date, the days left, 更新证件', async ({ page }) => {
    await logInByApi(page.request, { account: DEMO.qinLiu.idNo, phone: DEMO.qinLiu.phone });
    await page.goto('/index.html#/hall');
    const reminders = page.getByRole('region', { name: '到期提醒' });
    await expect(reminders).toContainText(
      /即将到期：您的证件将于 \d{4}-\d{2}-\d{2} 到期（还剩 20 天），请及时更新证件信息，以免影响交易/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/hall-document-expiring-390.png`, fullPage: true });
    // A link drawn as a button keeps its white under the pointer (the links' hover colour once outweighed it).
    const renew = reminders.getByRole('link', { name: '更新证件' });
    await renew.hover();
    await expect(renew).toHaveCSS('color', 'rgb(255, 255, 255)');
    await renew.click();
    await page.waitForURL(/#\/hall\/user\/modify-id-card$/);
  });
});
