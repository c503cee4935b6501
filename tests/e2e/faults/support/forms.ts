/**
 * Forms the fault walks fill the same way: 张三's contact details (个人资料) and the order form of the R3
 * public fund 970031 up to its trade-password dialog.
 */
import { expect, type Locator, type Page } from '@playwright/test';

import { openPurchaseForm } from '../../support/purchase-steps';

export const ADDRESS = '北京市东城区示范路88号3号楼2单元501室';

/** The 修改个人资料 form opened and every field filled; 保存 not pressed. */
export async function fillContactForm(page: Page): Promise<Locator> {
  await page.goto('/index.html#/hall/user/modify-info');
  const form = page.getByRole('form', { name: '修改个人资料' });
  await form.getByLabel('联系地址').fill(ADDRESS);
  await form.getByLabel('邮政编码').fill('100010');
  await form.getByLabel('固话区号').fill('010');
  await form.getByLabel('固定电话').fill('65001234');
  await form.getByLabel('电子邮箱').fill('zhangsan@example.com');
  await form.getByLabel('职业').selectOption({ index: 1 });
  return form;
}

/** From the list to 970031's order form (the summary confirmed), 10000 typed and 确认申购 pressed. */
export async function purchaseUpToPassword(page: Page): Promise<Locator> {
  const form = await openPurchaseForm(page);
  await form.getByRole('textbox', { name: '申购金额' }).fill('10000');
  await expect(form.getByRole('button', { name: '确认申购' })).toBeEnabled();
  await form.getByRole('button', { name: '确认申购' }).click();
  return form;
}
