import { screen, waitFor } from '@testing-library/react';

import { CaptchaDialog } from '@/features/captcha';

import { envelope } from '../../api/support/test-server';
import { connectedFeature } from '../support/connected';

const { server, renderConnected } = connectedFeature();

const PIXEL = 'data:image/png;base64,AA==';
let served = 0;

function answerPuzzles() {
  served = 0;
  server.on('GET', '/v1/auth/captcha', () => ({
    body: envelope({ id: `c-${++served}`, background: PIXEL, slider: PIXEL, y: 8 }),
  }));
}

async function slideOnce(user: ReturnType<typeof renderConnected>['user']) {
  const handle = screen.getByRole('slider', { name: '拼图滑块' });
  await waitFor(() => expect(handle).not.toHaveAttribute('aria-disabled'));
  handle.focus();
  await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
}

const verifications = () =>
  server.requests
    .filter((r) => r.method === 'POST' && r.path === '/v1/auth/captcha')
    .map((r) => JSON.parse(r.body.toString()));

describe('CaptchaDialog, through GET and POST /v1/auth/captcha', () => {
  it('verifies the slid distance and hands over the token', async () => {
    answerPuzzles();
    server.on('POST', '/v1/auth/captcha', { body: envelope({ token: 'captcha-token' }) });
    const onSuccess = jest.fn();
    const { user } = renderConnected(<CaptchaDialog open onSuccess={onSuccess} onClose={() => undefined} />);
    await slideOnce(user);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('captcha-token'));
    expect(verifications()).toEqual([{ id: 'c-1', code: 2, slideMs: expect.any(Number) }]);
  });

  it('on 400001 says 滑块验证码错误 (its own words) and fetches a new puzzle', async () => {
    answerPuzzles();
    server.on('POST', '/v1/auth/captcha', { body: envelope(null, 400001, 'captcha mismatch') });
    const { user } = renderConnected(<CaptchaDialog open onSuccess={jest.fn()} onClose={() => undefined} />);
    await slideOnce(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('滑块验证码错误');
    await waitFor(() => expect(served).toBe(2));
  });

  it('stays silent on 403000: a new puzzle, no message', async () => {
    answerPuzzles();
    server.on('POST', '/v1/auth/captcha', { body: envelope(null, 403000, '无权限') });
    const { user } = renderConnected(<CaptchaDialog open onSuccess={jest.fn()} onClose={() => undefined} />);
    await slideOnce(user);
    await waitFor(() => expect(served).toBe(2));
    await waitFor(() =>
      expect(screen.getByRole('slider', { name: '拼图滑块' })).not.toHaveAttribute('aria-disabled'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('无权限')).not.toBeInTheDocument();
  });
});
