// First: the base query's fetch, which jsdom lacks.
import '../../api/support/node-fetch';

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';

import { GatewayLoginPage } from '@/pages/gwlogin/gateway-login-page';

import { useApiTestServer as apiTestServer } from '../../api/support/setup';
import { envelope } from '../../api/support/test-server';

const { setup, server, navigations } = apiTestServer();

function renderPage(search: string) {
  window.history.replaceState({}, '', `/gwlogin.html${search}`);
  const { store } = setup();
  const user = userEvent.setup();
  // As in production: StrictMode runs effects twice in development; the token must still go once.
  render(
    <StrictMode>
      <Provider store={store}>
        <GatewayLoginPage />
      </Provider>
    </StrictMode>,
  );
  return { user };
}

const checks = () => server.requests.filter((r) => r.path === '/v1/auth/gwtoken/check');

describe('gwlogin.html', () => {
  it('checks gwtoken once, takes it out of the address and opens the hall when valid', async () => {
    server.on('POST', '/v1/auth/gwtoken/check', { body: envelope(true) });
    renderPage('?gwtoken=tok-123&channel=1');
    expect(screen.getByRole('status')).toHaveTextContent('正在验证登录凭证');
    expect(window.location.search).toBe('?channel=1');
    await waitFor(() => expect(navigations).toEqual(['/index.html#/hall']));
    expect(checks()).toHaveLength(1);
    expect(JSON.parse(checks()[0].body.toString())).toEqual({ token: 'tok-123' });
  });

  it('says an invalid token is invalid and links to login', async () => {
    server.on('POST', '/v1/auth/gwtoken/check', { body: envelope(false) });
    renderPage('?gwtoken=used');
    expect(await screen.findByRole('alert')).toHaveTextContent('登录凭证无效或已过期');
    expect(screen.getByRole('link', { name: '前往登录' })).toHaveAttribute('href', '/login.html');
    expect(navigations).toEqual([]);
  });

  it('without gwtoken makes no call and says what is missing', async () => {
    renderPage('');
    expect(screen.getByRole('alert')).toHaveTextContent('缺少登录凭证');
    expect(screen.getByRole('link', { name: '前往登录' })).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('offers a retry when the check itself failed', async () => {
    server.on('POST', '/v1/auth/gwtoken/check', { body: envelope(null, 503000, '系统繁忙') });
    const { user } = renderPage('?gwtoken=tok-9');
    expect(await screen.findByRole('alert')).toHaveTextContent('登录凭证验证失败：系统繁忙');
    server.on('POST', '/v1/auth/gwtoken/check', { body: envelope(true) });
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(navigations).toEqual(['/index.html#/hall']));
    expect(checks()).toHaveLength(2);
  });
});
