import { act, screen, waitFor } from '@testing-library/react';

import { sessionTimeLeft } from '@/api/core/session-events';
import { SessionExpiryWarning } from '@/features/session-expiry';

import { envelope } from '../../api/support/test-server';
import { connectedFeature } from '../support/connected';

const { server, navigations, renderConnected } = connectedFeature();

// Timers and Date are fake (the countdown); the loopback server's sockets are real.
beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

function start(secondsLeft: number) {
  const onEnding = jest.fn();
  const view = renderConnected(<SessionExpiryWarning onEnding={onEnding} />);
  act(() => {
    view.store.dispatch(sessionTimeLeft({ secondsLeft, at: Date.now() }));
  });
  return { ...view, onEnding };
}

const passSeconds = (seconds: number) => act(() => jest.advanceTimersByTime(seconds * 1000));
const warning = () => screen.queryByRole('alertdialog', { name: '登录即将超时' });

describe('the session-expiry warning', () => {
  it('opens 120 s before the end with 继续登录 focused, and counts down', () => {
    start(200);
    passSeconds(79);
    expect(warning()).toBeNull();
    passSeconds(1);
    expect(warning()).toHaveTextContent('将在 120 秒后退出登录');
    expect(screen.getByRole('button', { name: '继续登录' })).toHaveFocus();
    passSeconds(1);
    expect(warning()).toHaveTextContent('将在 119 秒后退出登录');
  });

  it('继续登录 by one key refreshes the session; the new time left closes the dialog', async () => {
    server.on('POST', '/v1/auth/session/refresh', {
      body: envelope({ secondsLeft: 1800 }),
      headers: { 'x-session-seconds-left': '1800' },
    });
    const { user } = start(100);
    expect(warning()).not.toBeNull();
    // userEvent's own delays run on the fake timers.
    const setup = user.setup({ advanceTimers: jest.advanceTimersByTime });
    await setup.keyboard('{Enter}');
    await waitFor(() => expect(warning()).toBeNull());
    expect(server.requests.filter((r) => r.path === '/v1/auth/session/refresh')).toHaveLength(1);
    passSeconds(1500);
    expect(warning()).toBeNull();
    expect(navigations).toEqual([]);
  });

  it('ignored, ends the session cleanly and sends the investor to login with the reason', async () => {
    server.on('POST', '/v1/auth/logout', { body: envelope(null) });
    const { onEnding } = start(130);
    passSeconds(10);
    expect(warning()).not.toBeNull();
    passSeconds(120);
    await waitFor(() => expect(navigations).toHaveLength(1));
    expect(onEnding).toHaveBeenCalledTimes(1);
    expect(server.requests.filter((r) => r.path === '/v1/auth/logout')).toHaveLength(1);
    const url = new URL(navigations[0] ?? '', 'http://portal.test');
    expect(url.pathname).toBe('/login.html');
    expect(url.searchParams.get('reason')).toBe('expire');
    expect(url.searchParams.get('redirect')).toBe(window.location.href);
  });
});
