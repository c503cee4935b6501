/**
 * Changing the contact details under faults (issue 29): 张三 saves a new address while PUT /v1/user meets
 * each fault once. The form says what happened, keeps everything typed, and 保存 again saves it.
 */
import { expect, test } from '../support/fixtures';
import { FAILING_FAULTS, FAULTS, inject } from './support/faults';
import { logInZhang } from './support/selling';
import { expectSurvived, messageFor, watchPageErrors } from './support/survived';

const ADDRESS = '北京市东城区示范路88号3号楼2单元501室';

for (const fault of [...FAILING_FAULTS, FAULTS.dropAnswer]) {
  test(`info change survives ${fault.name}: the message, the input kept, 保存 again saves`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await inject(page, { method: 'PUT', path: '/v1/user' }, fault);
    await logInZhang(page);
    await page.goto('/index.html#/hall/user/modify-info');
    const form = page.getByRole('form', { name: '修改个人资料' });
    await form.getByLabel('联系地址').fill(ADDRESS);
    await form.getByLabel('邮政编码').fill('100010');
    await form.getByLabel('固话区号').fill('010');
    await form.getByLabel('固定电话').fill('65001234');
    await form.getByLabel('电子邮箱').fill('zhangsan@example.com');
    await form.getByLabel('职业').selectOption({ index: 1 });
    await form.getByRole('button', { name: '保存' }).click();

    await expectSurvived(page, messageFor(fault));
    await expect(form.getByLabel('联系地址')).toHaveValue(ADDRESS);
    await expect(form.getByLabel('电子邮箱')).toHaveValue('zhangsan@example.com');
    await form.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/#\/hall\/user\/info$/);
    await expect(page.getByText(ADDRESS)).toBeVisible();
    expect(errors).toEqual([]);
  });
}
