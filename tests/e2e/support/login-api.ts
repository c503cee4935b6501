/**
 * Logs a demo investor in through the API, without the login page: for browser tests of screens behind
 * the login. Use the page's own request context (`page.request`): it shares the browser context's cookies,
 * so the session cookie set here is the page's session.
 *
 *   await logInByApi(page.request, { account: DEMO.zhouJiu.idNo, phone: DEMO.zhouJiu.phone });
 *   await page.goto('/index.html#/hall');
 *
 * Steps: GET /v1/auth/captcha, the answer from GET /__dev/captcha/last, POST /v1/auth/captcha (→ token),
 * GET /v1/auth/secret, the password RSA-OAEP-SHA256 encrypted with node:crypto, POST /v1/auth/login (or
 * /login/org); when it answers data null, POST /v1/auth/sms {type: 'login'}, the code from
 * GET /__dev/sms/outbox and POST /v1/auth/sms/validate. The device nonce of a login is kept per account for
 * the rest of the test, so the next login of the same investor in that test skips the SMS step (the back
 * office allows one SMS a minute per phone); fixtures.ts forgets the nonces when it restores the seeded state.
 */
import { constants, publicEncrypt } from 'node:crypto';

import { expect, type APIRequestContext } from '@playwright/test';

import { DEMO_PASSWORD, advanceServerClock, readSmsCode } from './login-steps';

interface Envelope<T> {
  state: number;
  data: T;
  message: string;
}

interface LoginData {
  nonce: string;
  requiredChangePassword: boolean;
  userType: string;
}

export interface ApiLogin {
  /** ID number or phone; for an organisation its fund account or trade account. */
  account: string;
  /** The phone that receives the SMS code (README.md's demo table). */
  phone: string;
  password?: string;
  /** Organisation login: '1' fund account, '0' fund trade account. */
  orgType?: '0' | '1';
}

const SUCCESS = 200000;
const REACHED_LIMIT = 400008;
const nonces = new Map<string, string>();

/** The back office was put back to its seed: no device nonce it issued before is valid any more. */
export function forgetDeviceNonces(): void {
  nonces.clear();
}

async function envelope<T>(
  answer: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
): Promise<Envelope<T>> {
  const body = (await answer.json()) as Envelope<T>;
  expect(body.state, `${what}: ${body.message}`).toBe(SUCCESS);
  return body;
}

const get = async <T>(request: APIRequestContext, url: string) =>
  (await envelope<T>(await request.get(url, { params: { t: Date.now() } }), `GET ${url}`)).data;

const post = async <T>(request: APIRequestContext, url: string, data: unknown) =>
  (await envelope<T>(await request.post(url, { data }), `POST ${url}`)).data;

/** The portal's password encryption (shared/crypto): RSA-OAEP with SHA-256, base64. */
export function encryptPassword(plain: string, publicKeyPem: string): string {
  return publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(plain, 'utf8'),
  ).toString('base64');
}

/** A login by API, its envelope as answered (no SMS step needed to tell a right password from a wrong one). */
export async function tryLogin(request: APIRequestContext, account: string, password: string) {
  const { data } = (await (await request.get('/v1/auth/secret')).json()) as Envelope<{ publicKey: string }>;
  const answer = await request.post('/v1/auth/login', {
    data: { account, password: encryptPassword(password, data.publicKey), code: await captchaToken(request) },
  });
  return (await answer.json()) as Envelope<unknown>;
}

/** A slide as a person makes it: the back office believes no slide longer than the time it saw pass. */
const SLIDE_MS = 150;

/** Solves a fresh slider puzzle through the dev hook and returns its one-use token. */
export async function captchaToken(request: APIRequestContext): Promise<string> {
  await get(request, '/v1/auth/captcha');
  const served = Date.now();
  const answer = await request.get('/__dev/captcha/last');
  const { id, code } = (await answer.json()) as { id: string; code: number };
  const wait = served + SLIDE_MS + 10 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return (await post<{ token: string }>(request, '/v1/auth/captcha', { id, code, slideMs: SLIDE_MS })).token;
}

/**
 * Sends the login SMS; when the phone had one less than a minute ago (earlier in the same test), moves the
 * server clock on first: it is this worker's own back office, serving this test alone.
 */
async function sendLoginSms(request: APIRequestContext): Promise<void> {
  const first = (await (
    await request.post('/v1/auth/sms', { data: { type: 'login' } })
  ).json()) as Envelope<string>;
  if (first.state === SUCCESS) return;
  expect(first.state, first.message).toBe(REACHED_LIMIT);
  await advanceServerClock(request, 60);
  await post(request, '/v1/auth/sms', { type: 'login' });
}

/** Logs in and leaves the session cookie in `request`'s context; returns the login answer. */
export async function logInByApi(request: APIRequestContext, login: ApiLogin): Promise<LoginData> {
  const { publicKey } = await get<{ publicKey: string }>(request, '/v1/auth/secret');
  const body = {
    account: login.account,
    password: encryptPassword(login.password ?? DEMO_PASSWORD, publicKey),
    code: await captchaToken(request),
    ...(nonces.has(login.account) ? { nonce: nonces.get(login.account) } : {}),
    ...(login.orgType ? { type: login.orgType } : {}),
  };
  let data = await post<LoginData | null>(
    request,
    login.orgType ? '/v1/auth/login/org' : '/v1/auth/login',
    body,
  );
  if (!data) {
    await sendLoginSms(request);
    data = await post<LoginData>(request, '/v1/auth/sms/validate', {
      code: await readSmsCode(request, login.phone),
    });
  }
  nonces.set(login.account, data.nonce);
  return data;
}
