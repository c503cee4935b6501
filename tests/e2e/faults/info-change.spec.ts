/**
 * Changing the contact details under faults (issue 29): 张三 saves a new address while PUT /v1/user meets
 * each fault once. The form says what happened, keeps everything typed, and 保存 again saves it.
 */
import { expect, test } from '../support/fixtures';
import { FAILING_FAULTS, FAULTS, inject } from './support/faults';
import { ADDRESS, fillContactForm } from './support/forms';
import { logInZhang } from './support/selling';
import { expectSurvived, messageFor, watchPageErrors } from './support/survived';

for (const fault of [...FAILING_FAULTS, FAULTS.dropAnswer]) {
  test(`info change survives ${fault.name}: the message, the input kept, 保存 again saves`, async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await inject(page, { method: 'PUT', path: '/v1/user' }, fault);
    await logInZhang(page);
    const form = await fillContactForm(page);
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
