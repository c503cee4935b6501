// First: the base query's fetch, then WebCrypto and IndexedDB for the remembered accounts.
import '../../api/support/node-fetch';
import '../../shared/support/web-platform';

import { act, screen, waitFor, within } from '@testing-library/react';

import { rememberAccount, writeTokenTime } from '@/shared/storage';

import { envelope } from '../../api/support/test-server';
import { resetBrowserStores } from '../../shared/support/web-platform';
import { DIRECT_RESULT, fillPerson, passSlider, loginBackOffice } from './support';

const { server, navigations, answer, bodies, renderPage } = loginBackOffice();

beforeEach(async () => {
  await resetBrowserStores();
});

describe('the login forms', () => {
  it('asks for the account, the password and the agreement, shakes the box, and calls nothing', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { user } = renderPage();
      const form = await fillPerson(user, '   ', ' ', false);
      expect(within(form).getByText('请输入身份证号/手机号')).toBeInTheDocument();
      expect(within(form).getByText('请输入登录密码')).toBeInTheDocument();
      expect(within(form).getByText('请认真阅读并同意相关协议')).toBeInTheDocument();
      const privacy = form.querySelector('.gz-privacy');
      expect(privacy).toHaveClass('is-shaking');
      act(() => jest.advanceTimersByTime(800));
      expect(privacy).not.toHaveClass('is-shaking');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(server.requests).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('the organisation account field follows the type, and type 0 goes to /v1/auth/login/org', async () => {
    answer({ body: envelope(DIRECT_RESULT) }, '/v1/auth/login/org');
    const { user } = renderPage();
    await user.click(screen.getByRole('tab', { name: '机构登录' }));
    const form = screen.getByRole('form', { name: '机构登录' });
    await user.click(within(form).getByRole('button', { name: '登录' }));
    expect(within(form).getByText('请输入基金账号')).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: '基金交易账号' }));
    expect(await within(form).findByText('请输入基金交易账号')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /基金交易账号/ }), '990000000001');
    await user.type(within(form).getByLabelText('登录密码'), 'Abc12345');
    await user.click(within(form).getByRole('checkbox', { name: /^我已阅读并同意/ }));
    await user.click(within(form).getByRole('button', { name: '登录' }));
    await passSlider(user);
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(bodies('/v1/auth/login/org')[0]).toMatchObject({ account: '990000000001', type: '0' });
  });

  it('remembers the account when the switch is on; a remembered account can be picked and deleted', async () => {
    answer({ body: envelope(DIRECT_RESULT) });
    const first = renderPage();
    await first.user.click(screen.getByRole('switch', { name: '记住账号' }));
    await fillPerson(first.user, '13800000001');
    await passSlider(first.user);
    await waitFor(() => expect(navigations).toHaveLength(1));
    document.body.innerHTML = '';

    const { user } = renderPage();
    expect(screen.getByRole('switch', { name: '记住账号' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByLabelText('账号'));
    const list = await screen.findByRole('list', { name: '已记住的账号' });
    await user.click(within(list).getByRole('button', { name: '使用账号 138****0001' }));
    expect(screen.getByLabelText('账号')).toHaveValue('13800000001');
    await user.clear(screen.getByLabelText('账号'));
    await user.click(
      within(screen.getByRole('list')).getByRole('button', { name: '删除已记住的账号 138****0001' }),
    );
    await waitFor(() => expect(screen.queryByRole('list', { name: '已记住的账号' })).not.toBeInTheDocument());
  });

  it('keeps the organisation lists apart from the person list', async () => {
    await rememberAccount('orgFundAccountList', '880000000001');
    const { user } = renderPage();
    await user.click(screen.getByLabelText('账号'));
    await waitFor(() => expect(screen.queryByRole('list')).not.toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: '机构登录' }));
    await user.click(screen.getByRole('textbox', { name: /基金账号/ }));
    expect(await screen.findByRole('button', { name: '使用账号 880*****0001' })).toBeInTheDocument();
  });
});

describe('why the investor is on the login page', () => {
  it('says the session was replaced when the back office answers 401003', async () => {
    server.on('GET', '/v1/auth/login/info', {
      body: envelope(null, 401003, '您的账号已在其他地方登录，请重新登录'),
    });
    renderPage('?redirect=%2Findex.html%23%2Fhall');
    expect(await screen.findByRole('alert')).toHaveTextContent('您的账号已在其他地方登录，请重新登录');
  });

  it('says the login timed out on 401000 when this browser had a session', async () => {
    writeTokenTime(Date.now() - 3600_000);
    server.on('GET', '/v1/auth/login/info', {
      body: envelope(null, 401000, '您尚未登录或登录已过期，请重新登录'),
    });
    renderPage('?redirect=%2Findex.html%23%2Fhall');
    expect(await screen.findByRole('alert')).toHaveTextContent('登录已超时，请重新登录');
    expect(navigations).toEqual([]);
  });

  it('says nothing on 401000 for a browser that never logged in, and asks nothing without a redirect', async () => {
    server.on('GET', '/v1/auth/login/info', { body: envelope(null, 401000, '未登录') });
    renderPage('?redirect=%2Findex.html%23%2Fhall');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    document.body.innerHTML = '';
    server.requests.length = 0;
    renderPage();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.requests).toEqual([]);
  });

  it('takes an explicit reason parameter, without asking the back office', async () => {
    renderPage('?reason=expire&redirect=%2Findex.html');
    expect(screen.getByRole('alert')).toHaveTextContent('登录已超时，请重新登录');
    // Let the remembered-account lists finish loading before the test ends.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.requests).toEqual([]);
  });

  it('reason=signout says the session was signed out in 安全中心', async () => {
    renderPage('?reason=signout&redirect=%2Findex.html');
    expect(screen.getByRole('alert')).toHaveTextContent('您已在安全中心退出此设备的登录，请重新登录');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  });

  it('a browser that had a session asks POST /v1/auth/check and, if it lives, offers the way on', async () => {
    writeTokenTime(Date.now() - 60_000);
    server.on('POST', '/v1/auth/check', { body: envelope(true) });
    renderPage('?redirect=%2Findex.html%23%2Fassets');
    const notice = await screen.findByRole('status', { name: '' });
    expect(notice).toHaveTextContent('您已登录，无需再次登录。继续访问');
    expect(within(notice).getByRole('link', { name: '继续访问' })).toHaveAttribute(
      'href',
      'http://localhost/index.html#/assets',
    );
    expect(bodies('/v1/auth/check')).toHaveLength(1);
  });

  it('says nothing when the session has ended, and a first visit asks nothing', async () => {
    writeTokenTime(Date.now() - 3600_000);
    server.on('POST', '/v1/auth/check', { body: envelope(false) });
    renderPage();
    await waitFor(() => expect(server.requests.map((r) => r.path)).toEqual(['/v1/auth/check']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('您已登录，无需再次登录。')).not.toBeInTheDocument();
  });
});
