// First: the base query's fetch and WebCrypto, which jsdom lacks.
import '../../api/support/node-fetch';
import '../../shared/support/web-platform';

import { screen, waitFor, within } from '@testing-library/react';

import { OrgResetPage } from '@/pages/org-reset/org-reset-page';

import { useApiTestServer as apiTestServer } from '../../api/support/setup';
import { renderPageAt } from '../render-page';
import { answerResetCalls, bodyOf, openHybrid } from '../reset/reset-server';
import { fillNewPassword } from '../reset/reset-ui';

const { setup, server } = apiTestServer();

function renderPage() {
  return renderPageAt('/org-reset.html?from=%2Flogin.html', setup, <OrgResetPage />);
}

const identity = () => screen.getByRole('form', { name: '验证身份' });

describe('org-reset.html', () => {
  it('labels the account and its empty message after the chosen account type', async () => {
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '机构找回登录密码' })).toBeInTheDocument();
    expect(within(identity()).getByRole('radio', { name: '基金账号' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await within(identity()).findByText('请输入基金账号')).toBeInTheDocument();
    expect(within(identity()).getByText('请输入证件号码')).toBeInTheDocument();
    await user.click(within(identity()).getByRole('radio', { name: '基金交易账号' }));
    expect(within(identity()).getByRole('textbox', { name: '基金交易账号' })).toBeInTheDocument();
    expect(await within(identity()).findByText('请输入基金交易账号')).toBeInTheDocument();
  });

  it('sends the account type with the SMS and the reset', async () => {
    answerResetCalls(server, '138****0008');
    const { user } = renderPage();
    await user.click(within(identity()).getByRole('radio', { name: '基金交易账号' }));
    await user.type(within(identity()).getByRole('textbox', { name: '基金交易账号' }), ' 990000000001 ');
    await user.type(within(identity()).getByLabelText('机构证件号码'), '91440300MA5F8K2Q3U');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    const handle = within(await screen.findByRole('dialog', { name: '安全验证' })).getByRole('slider');
    await waitFor(() => expect(handle).not.toHaveAttribute('aria-disabled', 'true'));
    handle.focus();
    await user.keyboard('{ArrowRight}{Enter}');
    const form = await screen.findByRole('form', { name: '设置新密码' });
    expect(JSON.parse(bodyOf(server, 'POST', '/v1/auth/sms')[0].toString()).extras).toEqual({
      loginType: 'organization',
      account: '990000000001',
      orgAccountType: '0',
    });
    await fillNewPassword(user, form, { smsCode: '123456', password: 'OrgPass2024' });
    await user.click(within(form).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('heading', { name: '登录密码已重置' })).toBeInTheDocument();
    expect(openHybrid(bodyOf(server, 'POST', '/v1/auth/password')[0])).toMatchObject({
      loginType: 'organization',
      orgAccountType: '0',
      account: '990000000001',
      idNo: '91440300MA5F8K2Q3U',
      smsCode: '123456',
    });
  });

  it('answers 忘记交易密码 with the institution dialog', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: '忘记交易密码' }));
    const dialog = screen.getByRole('alertdialog', { name: '机构用户暂不支持重置交易密码' });
    expect(dialog).toHaveTextContent('如有疑问可咨询您的财富顾问或致电客服');
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('links persons to reset.html with the same `from`', () => {
    renderPage();
    expect(screen.getByRole('link', { name: '找回登录密码' })).toHaveAttribute(
      'href',
      '/reset.html?from=%2Flogin.html',
    );
  });
});
