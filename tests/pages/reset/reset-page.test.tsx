// First: the base query's fetch and WebCrypto, which jsdom lacks.
import '../../api/support/node-fetch';
import '../../shared/support/web-platform';

import { screen, waitFor, within } from '@testing-library/react';

import { ResetPage } from '@/pages/reset/reset-page';

import { useApiTestServer as apiTestServer } from '../../api/support/setup';
import { envelope } from '../../api/support/test-server';
import { renderPageAt } from '../render-page';
import { answerResetCalls, bodyOf, decryptPassword, openHybrid } from './reset-server';
import { fillNewPassword, solveSlider } from './reset-ui';

const { setup, server, navigations } = apiTestServer();

function renderPage(search = '') {
  return renderPageAt(`/reset.html${search}`, setup, <ResetPage />);
}

const identity = () => screen.getByRole('form', { name: '验证身份' });
const step2 = () => screen.getByRole('form', { name: '设置新密码' });

describe('reset.html, the login password', () => {
  it('walks identity → slider → SMS → new password and sends it all encrypted', async () => {
    answerResetCalls(server);
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '找回登录密码' })).toBeInTheDocument();
    await user.type(within(identity()).getByLabelText('账号'), ' 11010119800101103x ');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await solveSlider(user);

    await waitFor(() => expect(step2()).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: '设置新密码' })).toHaveFocus();
    expect(step2()).toHaveTextContent('验证码已发送至138****0005');
    expect(within(step2()).getByRole('button', { name: '120秒后重新获取' })).toBeDisabled();
    const [captcha] = bodyOf(server, 'POST', '/v1/auth/captcha');
    expect(JSON.parse(captcha.toString())).toEqual({ id: 'c1', code: 21, slideMs: expect.any(Number) });
    const [sms] = bodyOf(server, 'POST', '/v1/auth/sms');
    expect(JSON.parse(sms.toString())).toEqual({
      type: 'resetPassword',
      token: 'captcha-token',
      extras: { loginType: 'account', account: '11010119800101103X' },
    });

    await fillNewPassword(user, step2(), { smsCode: '123456', password: 'NewPass99' });
    await user.click(within(step2()).getByRole('button', { name: '确定' }));

    expect(await screen.findByRole('heading', { name: '登录密码已重置' })).toHaveFocus();
    const [reset] = bodyOf(server, 'POST', '/v1/auth/password');
    expect(Object.keys(JSON.parse(reset.toString())).sort()).toEqual(['data', 'key', 'waitId']);
    const opened = openHybrid(reset);
    expect(opened).toEqual({
      loginType: 'account',
      account: '11010119800101103X',
      idNo: '11010119800101103X',
      smsCode: '123456',
      newPassword: expect.any(String),
    });
    expect(decryptPassword(opened.newPassword)).toBe('NewPass99');
    expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute(
      'href',
      'http://localhost/login.html',
    );
  });

  it('names no phone when the back office does not (it cannot tell a known account yet)', async () => {
    answerResetCalls(server);
    const sent = '如账号信息无误，验证码已发送至该账号登记的手机，2分钟内有效';
    server.on('POST', '/v1/auth/sms', { body: envelope(null, 200000, sent) });
    const { user } = renderPage();
    await user.type(within(identity()).getByLabelText('账号'), '11010119800101103X');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await solveSlider(user);

    await waitFor(() => expect(step2()).toBeInTheDocument());
    expect(step2()).toHaveTextContent('如账号信息无误，验证码已发送至您开户时登记的手机号码');
    expect(step2()).not.toHaveTextContent('验证码已发送至null');
    const toasts = screen.getAllByRole('status').map((node) => node.textContent ?? '');
    expect(toasts.some((text) => text.includes('开户时登记的手机号码，2分钟内有效'))).toBe(true);
  });

  it('asks for the ID number when the account is a phone, and checks it', async () => {
    answerResetCalls(server);
    const { user } = renderPage();
    expect(within(identity()).queryByLabelText('身份证号码')).not.toBeInTheDocument();
    await user.type(within(identity()).getByLabelText('账号'), '13800000007');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await within(identity()).findByText('请输入身份证号码')).toBeInTheDocument();
    await user.type(within(identity()).getByLabelText('身份证号码'), '110105196012151035');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    expect(await within(identity()).findByText('身份证号码格式不正确')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('shows the back office refusing the account on the identity step', async () => {
    answerResetCalls(server);
    server.on('POST', '/v1/auth/sms', { body: envelope(null, 400035, '账号信息有误，请核对后重试') });
    const { user } = renderPage();
    await user.type(within(identity()).getByLabelText('账号'), '110101199003074514');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await solveSlider(user);
    expect(await within(identity()).findByRole('alert')).toHaveTextContent('账号信息有误，请核对后重试');
  });

  it('puts a wrong or expired SMS code under the code field, other failures above the buttons', async () => {
    answerResetCalls(server);
    const { user } = renderPage();
    await user.type(within(identity()).getByLabelText('账号'), '110101199003074514');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await solveSlider(user);
    await waitFor(() => expect(step2()).toBeInTheDocument());
    await fillNewPassword(user, step2(), { smsCode: '000000', password: 'NewPass99' });

    server.on('POST', '/v1/auth/password', { body: envelope(null, 400024, '短信验证码已失效，请重新获取') });
    await user.click(within(step2()).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(within(step2()).getByLabelText('短信验证码')).toHaveAccessibleDescription(
        expect.stringContaining('短信验证码已失效，请重新获取'),
      ),
    );

    server.on('POST', '/v1/auth/password', { body: envelope(null, 400035, '证件号码与账号信息不符') });
    await user.click(within(step2()).getByRole('button', { name: '确定' }));
    expect(await within(step2()).findByText('证件号码与账号信息不符')).toHaveAttribute('role', 'alert');
    expect(navigations).toEqual([]);
  });

  it('goes back to a `from` on this origin when done, its redirect kept', async () => {
    answerResetCalls(server);
    const from = encodeURIComponent(
      '/login.html?redirect=' + encodeURIComponent('http://localhost/index.html#/assets'),
    );
    const { user } = renderPage(`?from=${from}`);
    await user.type(within(identity()).getByLabelText('账号'), '110101199003074514');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await solveSlider(user);
    await waitFor(() => expect(step2()).toBeInTheDocument());
    await fillNewPassword(user, step2(), { smsCode: '123456', password: 'NewPass99' });
    await user.click(within(step2()).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('link', { name: '返回登录' })).toHaveAttribute(
      'href',
      `http://localhost/login.html?redirect=${encodeURIComponent('http://localhost/index.html#/assets')}`,
    );
  });
});

describe('reset.html, the trade password', () => {
  it('asks an anonymous visitor to log in, coming back to the tab', async () => {
    server.on('POST', '/v1/auth/check', { body: envelope(false) });
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: '交易密码' }));
    expect(window.location.search).toBe('?type=trade');
    expect(screen.getByRole('heading', { level: 1, name: '重置交易密码' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: '去登录' });
    expect(link).toHaveAttribute(
      'href',
      `/login.html?redirect=${encodeURIComponent('http://localhost/reset.html?type=trade')}`,
    );
  });

  it('tells a logged-in institution it cannot reset online', async () => {
    server.on('POST', '/v1/auth/check', { body: envelope(true) });
    server.on('GET', '/v1/auth/user', {
      body: envelope({ name: '国证示范投资有限公司', isNaturalPerson: false }),
    });
    renderPage('?type=trade');
    const dialog = await screen.findByRole('alertdialog', { name: '机构用户暂不支持重置交易密码' });
    expect(dialog).toHaveTextContent('如有疑问可咨询您的财富顾问或致电客服');
    expect(within(dialog).getByRole('button', { name: '我知道了' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '重置交易密码' })).not.toBeInTheDocument();
  });

  it('resets a natural person: SMS without slider, six digits checked, hybrid body', async () => {
    answerResetCalls(server, '138****0001');
    server.on('POST', '/v1/auth/check', { body: envelope(true) });
    server.on('GET', '/v1/auth/user', { body: envelope({ name: '张三', isNaturalPerson: true }) });
    const { user } = renderPage('?type=trade');
    const form = await screen.findByRole('form', { name: '重置交易密码' });
    await user.type(within(form).getByLabelText('证件号码'), '110101199003074514');
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    expect(await within(form).findByRole('button', { name: '120秒后重新获取' })).toBeDisabled();
    expect(JSON.parse(bodyOf(server, 'POST', '/v1/auth/sms')[0].toString())).toEqual({
      type: 'resetTradePassword',
    });
    await fillNewPassword(user, form, { smsCode: '654321', password: '111111', kind: '交易' });
    await user.click(within(form).getByRole('button', { name: '确定' }));
    expect(await within(form).findByText('密码过于简单')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('新交易密码'));
    await user.clear(within(form).getByLabelText('确认新交易密码'));
    await user.type(within(form).getByLabelText('新交易密码'), '258147');
    await user.type(within(form).getByLabelText('确认新交易密码'), '258147');
    await user.click(within(form).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('heading', { name: '交易密码已重置' })).toBeInTheDocument();
    const opened = openHybrid(bodyOf(server, 'POST', '/v1/auth/password/trade')[0]);
    expect(opened).toEqual({
      idNo: '110101199003074514',
      smsCode: '654321',
      newPassword: expect.any(String),
    });
    expect(decryptPassword(opened.newPassword)).toBe('258147');
    expect(screen.getByRole('link', { name: '返回' })).toHaveAttribute(
      'href',
      'http://localhost/index.html#/hall',
    );
  });
});
