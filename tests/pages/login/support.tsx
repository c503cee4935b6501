import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { LoginPage } from '@/pages/login/login-page';

import { useApiTestServer as apiTestServer } from '../../api/support/setup';
import { envelope, type ReceivedRequest, type Reply } from '../../api/support/test-server';
import { renderPageAt } from '../render-page';

// One real RSA key for the file: the page encrypts with its public half, the test decrypts what arrived.
const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

export function decrypt(base64: string): string {
  const padding = { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' };
  return privateDecrypt({ key: keys.privateKey, ...padding }, Buffer.from(base64, 'base64')).toString('utf8');
}

export const DIRECT_RESULT = { nonce: 'nonce-1', requiredChangePassword: false, userType: 'Direct' } as const;

/** The loopback back office of a login test: captcha, key and agreement answer; the rest per test. */
export function loginBackOffice() {
  const context = apiTestServer();
  const { server } = context;

  function answer(login: Reply | ((request: ReceivedRequest) => Reply), path = '/v1/auth/login') {
    const challenge = {
      id: 'c-1',
      background: 'data:image/png;base64,AA==',
      slider: 'data:image/png;base64,AA==',
      y: 8,
    };
    server.on('GET', '/v1/auth/captcha', { body: envelope(challenge) });
    server.on('POST', '/v1/auth/captcha', { body: envelope({ token: 'captcha-token' }) });
    server.on('GET', '/v1/auth/secret', { body: envelope({ publicKey: keys.publicKey }) });
    server.on('POST', '/v1/agreement/sign', { body: envelope(null, 200000, '签署成功') });
    server.on('POST', path, login);
  }

  /** The JSON bodies the page sent to `path`. */
  function bodies(path: string): Record<string, unknown>[] {
    return server.requests.filter((r) => r.path === path).map((r) => JSON.parse(r.body.toString('utf8')));
  }

  function renderPage(search = '') {
    // Without StrictMode: under it React 18 warns about element-react's legacy context (a library
    // deprecation shared/ui does not list), and any console warning fails a test.
    return renderPageAt(`/login.html${search}`, context.setup, <LoginPage />);
  }

  return { ...context, answer, bodies, renderPage };
}

type User = ReturnType<typeof userEvent.setup>;

export async function fillPerson(user: User, account: string, password = 'Abc12345', privacy = true) {
  const form = screen.getByRole('form', { name: '个人登录' });
  await user.type(screen.getByLabelText('账号'), account);
  await user.type(screen.getByLabelText('登录密码'), password);
  if (privacy) await user.click(screen.getByRole('checkbox', { name: /^我已阅读并同意/ }));
  await user.click(screen.getByRole('button', { name: '登录' }));
  return form;
}

/** Moves the slider one step and submits it (the loopback back office accepts any position). */
export async function passSlider(user: User) {
  // A fresh, ready puzzle (not the previous one still verifying on its way out).
  const slider = await waitFor(() => {
    const handle = screen.getByRole('slider', { name: '拼图滑块' });
    expect(handle).not.toHaveAttribute('aria-disabled');
    expect(handle).toHaveAttribute('aria-valuenow', '0');
    return handle;
  });
  slider.focus();
  await user.keyboard('{ArrowRight}{Enter}');
}
