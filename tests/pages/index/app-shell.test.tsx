// First: react-router needs TextEncoder and the base query fetch, which jsdom lacks.
import '../../api/support/node-fetch';

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HashRouter } from 'react-router-dom';

import { App } from '@/pages/index/app';

import { useApiTestServer as apiTestServer } from '../../api/support/setup';
import { envelope } from '../../api/support/test-server';
import { renderPageAt } from '../render-page';
import { answerResetCalls, decryptPassword } from '../reset/reset-server';
import { createMockUser } from './fixtures';

const { setup, server, navigations } = apiTestServer();

function renderApp(hash: string) {
  return renderPageAt(
    `/index.html${hash}`,
    setup,
    <HashRouter>
      <App />
    </HashRouter>,
  );
}

// The hall is a lazy screen: its first load in a test run takes longer than findBy's default second.
const findHall = () => screen.findByRole('heading', { level: 1, name: '大厅' }, { timeout: 5000 });

const answerUser = (body: unknown) => server.on('GET', '/v1/auth/user', { body });

describe('the index shell', () => {
  it('shows the investor, the navigation with 大厅 current and the hall profile', async () => {
    answerUser(envelope(createMockUser()));
    renderApp('#/hall');
    expect(await findHall()).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('您好，张三');
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '大厅' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '个人中心' })).not.toHaveAttribute('aria-current');
    const profile = await screen.findByRole('region', { name: '我的信息' });
    expect(profile).toHaveTextContent('1101**********4514');
    expect(profile).toHaveTextContent('138****0001');
    expect(profile).toHaveTextContent('稳健型');
    expect(profile).toHaveTextContent('有效期至 2027-05-01');
    expect(profile).toHaveTextContent('普通投资者');
    expect(document.title).toBe('大厅 - 国证资管投资者服务');
    expect(screen.queryByText(/以顾问身份/)).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.path === '/v1/auth/user')).toHaveLength(1);
  });

  it('an adviser’s gateway session says so on every screen; the investor’s own session does not', async () => {
    answerUser(envelope(createMockUser({ adviser: { code: 'GW0001', name: '吴晓峰' } })));
    renderApp('#/hall');
    expect(await findHall()).toBeInTheDocument();
    const banner = '您正在以顾问身份查看张三的账户（财富顾问 吴晓峰，工号GW0001）';
    expect(screen.getByRole('note')).toHaveTextContent(banner);
    await userEvent.click(
      within(screen.getByRole('navigation', { name: '主导航' })).getByRole('link', { name: '交易中心' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: '购买基金' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(banner);
  });

  it('交易中心 has its own menu: 购买, 赎回, 撤单, 定投, 交易记录, 签署记录', async () => {
    answerUser(envelope(createMockUser()));
    renderApp('#/trade-center/purchase');
    const menu = await screen.findByRole('navigation', { name: '交易中心' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['购买', '赎回', '撤单', '定投', '交易记录', '签署记录']);
    expect(within(menu).getByRole('link', { name: '购买' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: '撤单' })).toHaveAttribute('href', '#/trade-center/cancel');
    expect(within(menu).getByRole('link', { name: '定投' })).toHaveAttribute('href', '#/trade-center/plans');
  });

  it('the hall holds its place until the to-do answers are in, then draws to-do list and profile together', async () => {
    answerUser(envelope(createMockUser()));
    server.on('GET', '/v1/bank/channel', { body: envelope({ banks: [], cards: [] }), delayMs: 3000 });
    renderApp('#/hall');
    expect(await findHall()).toBeInTheDocument();
    expect(screen.getByText('正在加载…')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '我的信息' })).toBeNull();
    expect(await screen.findByRole('region', { name: '我的信息' }, { timeout: 6000 })).toBeInTheDocument();
    expect(screen.queryByText('正在加载…')).toBeNull();
    // A failed answer (GET /v1/user is not answered here) is asked again when the list mounts, not in a loop.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(server.requests.filter((r) => r.path === '/v1/user').length).toBeLessThanOrEqual(3);
  });

  it('shows a user-centre route under its title with 个人中心 current', async () => {
    answerUser(envelope(createMockUser()));
    server.on('GET', '/v1/bank/channel', { body: envelope({ banks: [], cards: [] }) });
    renderApp('#/hall/user/card/add');
    expect(await screen.findByRole('heading', { level: 1, name: '添加银行卡' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '个人中心' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '大厅' })).not.toHaveAttribute('aria-current');
  });

  it('without a session shows nothing of the app and goes to login with the whole address', async () => {
    answerUser(envelope(null, 401000, '您尚未登录或登录已过期，请重新登录'));
    renderApp('#/trade-center/redeem/order?id=000001&account=A1');
    await waitFor(() => expect(navigations).toHaveLength(1));
    const href = 'http://localhost/index.html#/trade-center/redeem/order?id=000001&account=A1';
    expect(navigations[0]).toBe(`/login.html?redirect=${encodeURIComponent(href)}`);
    // The navigation happens inside the call, the text once React has the answer.
    // (The toast region, once a toast has shown, is another status in the page: find this one by its words.)
    expect(await screen.findByText(/登录已失效，正在前往登录页/)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('sends a replaced session back to login too, saying why', async () => {
    answerUser(envelope(null, 401003, '您的账号已在其他地方登录，请重新登录'));
    renderApp('#/assets');
    await waitFor(() => expect(navigations).toHaveLength(1));
    const href = encodeURIComponent('http://localhost/index.html#/assets');
    expect(navigations[0]).toBe(`/login.html?redirect=${href}&reason=replace`);
    expect(await screen.findByRole('alert')).toHaveTextContent('您的账号已在其他地方登录，请重新登录');
  });

  it('offers a retry when the user could not be loaded', async () => {
    answerUser(envelope(null, 503000, '系统繁忙'));
    const { user } = renderApp('#/hall');
    expect(await screen.findByRole('alert')).toHaveTextContent('账户信息加载失败：系统繁忙');
    answerUser(envelope(createMockUser({ name: '李四' })));
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('您好，', { exact: false })).toHaveTextContent('您好，李四');
  });

  it('logs out with POST /v1/auth/logout and then opens the login page', async () => {
    answerUser(envelope(createMockUser()));
    server.on('POST', '/v1/auth/logout', { body: envelope(null) });
    const { user } = renderApp('#/hall');
    await findHall();
    await user.click(screen.getByRole('button', { name: '退出' }));
    await waitFor(() => expect(navigations).toEqual(['/login.html']));
    expect(server.requests.some((r) => r.method === 'POST' && r.path === '/v1/auth/logout')).toBe(true);
    // The logout invalidates the user; the shell must not fetch it again (that would meet 401000).
    expect(server.requests.filter((r) => r.path === '/v1/auth/user')).toHaveLength(1);
  });

  it('stays when the logout failed, so the investor is not misled', async () => {
    answerUser(envelope(createMockUser()));
    server.on('POST', '/v1/auth/logout', { body: envelope(null, 503000, '退出失败，请稍后再试') });
    const { user } = renderApp('#/hall');
    await findHall();
    await user.click(screen.getByRole('button', { name: '退出' }));
    await waitFor(() => expect(server.requests.some((r) => r.path === '/v1/auth/logout')).toBe(true));
    expect(await screen.findByText('退出失败，请稍后再试')).toBeInTheDocument();
    expect(navigations).toEqual([]);
  });

  it('asks for the password change on 401001 and opens the app once it is done', async () => {
    answerResetCalls(server);
    answerUser(envelope(null, 401001, '为了您的账户安全，请先修改登录密码'));
    server.on('PUT', '/v1/auth/password', () => {
      answerUser(envelope(createMockUser({ name: '李四' })));
      return { body: envelope(null, 200000, '登录密码修改成功') };
    });
    const { user } = renderApp('#/hall');
    const dialog = await screen.findByRole('dialog', { name: '修改登录密码' });
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('原登录密码'), 'Abc12345');
    await user.type(within(dialog).getByLabelText('新登录密码'), 'Abc12345');
    await user.type(within(dialog).getByLabelText('确认新登录密码'), 'Abc12345');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('新密码不能与原密码相同')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('新登录密码'));
    await user.clear(within(dialog).getByLabelText('确认新登录密码'));
    await user.type(within(dialog).getByLabelText('新登录密码'), 'Changed99');
    await user.type(within(dialog).getByLabelText('确认新登录密码'), 'Changed99');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await findHall()).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('您好，李四');
    const put = server.requests.find((r) => r.method === 'PUT' && r.path === '/v1/auth/password');
    const body = JSON.parse(put?.body.toString() ?? '{}') as Record<string, string>;
    expect(decryptPassword(body.oldPassword)).toBe('Abc12345');
    expect(decryptPassword(body.newPassword)).toBe('Changed99');
  });
});
