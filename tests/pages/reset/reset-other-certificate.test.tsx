// First: the base query's fetch and WebCrypto, which jsdom lacks.
import '../../api/support/node-fetch';
import '../../shared/support/web-platform';

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { OrgResetPage } from '@/pages/org-reset/org-reset-page';
import { ResetPage } from '@/pages/reset/reset-page';

import { useApiTestServer as apiTestServer } from '../../api/support/setup';
import { renderPageAt } from '../render-page';
import { answerResetCalls, bodyOf, openHybrid } from './reset-server';
import { fillNewPassword, solveSlider } from './reset-ui';

const { setup, server } = apiTestServer();

function renderPage(page = <ResetPage />) {
  return renderPageAt('/reset.html', setup, page);
}

const idCardForm = () => screen.queryByRole('form', { name: '验证身份' });
const otherForm = () => screen.getByRole('form', { name: '其他证件信息' });

/** 使用其他证件验证, a Chinese passport typed in, 下一步 and the slider. */
async function enterPassport(user: ReturnType<typeof userEvent.setup>, name: string, number: string) {
  await user.click(screen.getByRole('button', { name: '使用其他证件验证' }));
  await screen.findByRole('form', { name: '其他证件信息' });
  await user.type(within(otherForm()).getByLabelText(/姓名/), name);
  await user.selectOptions(within(otherForm()).getByLabelText(/证件类型/), '中国护照');
  await user.type(within(otherForm()).getByLabelText(/证件号码/), number);
  await user.click(within(otherForm()).getByRole('button', { name: '下一步' }));
  await solveSlider(user);
}

describe('reset.html, verifying with a document other than the ID card', () => {
  it('opens the other-certificate form from the ID-card step, and 返回身份证验证 brings the ID-card step back', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: '使用其他证件验证' }));
    await screen.findByRole('form', { name: '其他证件信息' });
    expect(idCardForm()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '验证身份' })).toHaveFocus();
    expect(within(otherForm()).getByLabelText(/姓名/)).toHaveAttribute('placeholder', '请输入姓名');

    await user.click(within(otherForm()).getByRole('button', { name: '返回身份证验证' }));
    expect(screen.queryByRole('form', { name: '其他证件信息' })).not.toBeInTheDocument();
    expect(within(idCardForm() as HTMLElement).getByLabelText('账号')).toBeInTheDocument();
  });

  it('enables 下一步 only once name, type and number are filled, and checks the type as it changes', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: '使用其他证件验证' }));
    await screen.findByRole('form', { name: '其他证件信息' });
    const next = () => within(otherForm()).getByRole('button', { name: '下一步' });
    const type = within(otherForm()).getByLabelText(/证件类型/);
    const typeError = () => within(otherForm()).queryByText('请选择证件类型', { selector: ':not(option)' });
    expect(within(type).queryByRole('option', { name: '身份证' })).not.toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.type(within(otherForm()).getByLabelText(/姓名/), '卫二');
    await user.click(type);
    await user.tab();
    expect(typeError()).toBeInTheDocument();
    await user.type(within(otherForm()).getByLabelText(/证件号码/), 'e98765432');
    expect(next()).toBeDisabled();
    // Choosing a type clears its message at once, without leaving the field.
    await user.selectOptions(type, '中国护照');
    expect(typeError()).not.toBeInTheDocument();
    expect(next()).toBeEnabled();
    expect(server.requests).toHaveLength(0);
  });

  it('sends the document number as the account, then its name, idType and idNo with the new password', async () => {
    answerResetCalls(server);
    const { user } = renderPage();
    await enterPassport(user, ' 卫二 ', ' e98765432 ');

    const step2 = await screen.findByRole('form', { name: '设置新密码' });
    const [sms] = bodyOf(server, 'POST', '/v1/auth/sms');
    expect(JSON.parse(sms.toString())).toEqual({
      type: 'resetPassword',
      token: 'captcha-token',
      extras: { loginType: 'account', account: 'E98765432' },
    });
    await fillNewPassword(user, step2, { smsCode: '123456', password: 'NewPass99' });
    await user.click(within(step2).getByRole('button', { name: '确定' }));

    expect(await screen.findByRole('heading', { name: '登录密码已重置' })).toBeInTheDocument();
    const [reset] = bodyOf(server, 'POST', '/v1/auth/password');
    expect(openHybrid(reset)).toEqual({
      loginType: 'account',
      account: 'E98765432',
      idNo: 'E98765432',
      idType: '1',
      name: '卫二',
      smsCode: '123456',
      newPassword: expect.any(String),
    });
  });

  it('keeps the document typed when the investor comes back from the new-password step', async () => {
    answerResetCalls(server);
    const { user } = renderPage();
    await enterPassport(user, '卫二', 'E98765432');
    const step2 = await screen.findByRole('form', { name: '设置新密码' });
    await user.click(within(step2).getByRole('button', { name: '上一步' }));
    expect(within(otherForm()).getByLabelText(/证件号码/)).toHaveValue('E98765432');
    expect(within(otherForm()).getByLabelText(/证件类型/)).toHaveValue('1');
  });

  it('is not offered to organisations, whose reset asks the certificate of the organisation', () => {
    renderPage(<OrgResetPage />);
    expect(screen.queryByRole('button', { name: '使用其他证件验证' })).not.toBeInTheDocument();
  });
});
