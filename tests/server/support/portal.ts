import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto';

import type { HybridKeyData, LoginResult, SecretData } from '@/api/auth/contract';
import { DEMO, DEMO_PASSWORD } from '@/server/seed/demo-identities';

import { HttpClient, type Envelope } from './http-client';
import type { TestServer } from './server';

const keys = new Map<string, string>();

/** RSA-OAEP-SHA256 with the key of GET /v1/auth/secret, as the portal sends every password. */
export async function encrypt(client: HttpClient, plain: string): Promise<string> {
  let pem = keys.get(client.baseUrl);
  if (!pem) {
    pem = (await client.get<SecretData>('/v1/auth/secret?t=1')).data.publicKey;
    keys.set(client.baseUrl, pem);
  }
  return publicEncrypt(
    { key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(plain),
  ).toString('base64');
}

/** A password change as the security centre sends it: PUT `path` (the login or the trade password's), both encrypted. */
export async function changePassword(
  client: HttpClient,
  path: '/v1/auth/password' | '/v1/auth/password/trade',
  oldPassword: string,
  newPassword: string,
): Promise<Envelope<unknown>> {
  return client.put(path, {
    oldPassword: await encrypt(client, oldPassword),
    newPassword: await encrypt(client, newPassword),
  });
}

export function forgetKeys(): void {
  keys.clear();
}

/** The hybrid body of the contract: RSA(AES key), iv ‖ AES-256-GCM(JSON) ‖ tag. */
export async function hybridBody(client: HttpClient, body: unknown) {
  const { data } = await client.get<HybridKeyData>('/v1/auth/amWeb/rsa?t=1');
  const { createPublicKey } = await import('node:crypto');
  const publicKey = createPublicKey({
    key: {
      kty: 'RSA',
      n: Buffer.from(data.modulus, 'hex').toString('base64url'),
      e: Buffer.from(data.publicExponent.padStart(6, '0'), 'hex').toString('base64url'),
    },
    format: 'jwk',
  });
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
  return {
    key: publicEncrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      aesKey,
    ).toString('base64'),
    waitId: data.waitId,
    data: Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64'),
  };
}

/** The slide a person makes: the back office refuses one shorter, or one claimed longer than it took. */
const SLIDE_MS = 110;

/** Solves a slider challenge the way a person would, with the answer from the dev hook. */
export async function captchaToken(client: HttpClient): Promise<string> {
  // The process draws at most 40 pictures in any 4 s of real time (captcha/pool.ts): a file that logs in
  // many times in a row waits for the window, as a person told 请稍后再试 would.
  for (let tries = 0; (await client.get('/v1/auth/captcha?t=1')).state === 400008 && tries < 10; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const served = Date.now();
  const last = (await client.request('GET', '/__dev/captcha/last')).json as { id: string; code: number };
  const wait = served + SLIDE_MS + 5 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const answer = await client.post<{ token: string }>('/v1/auth/captcha', {
    id: last.id,
    code: last.code,
    slideMs: SLIDE_MS,
  });
  return answer.data.token;
}

/** The forgotten-password SMS for this account, as the reset page asks for it (the slider solved first). */
export async function requestResetSms(client: HttpClient, account: string): Promise<Envelope<unknown>> {
  return client.post('/v1/auth/sms', {
    type: 'resetPassword',
    token: await captchaToken(client),
    extras: { loginType: 'account', account },
  });
}

/**
 * A person's forgotten-password reset as the reset page sends it (POST /v1/auth/password, hybrid body): the
 * identity fields, the SMS code last sent to `phone` and the new password, encrypted.
 */
export async function submitPasswordReset(
  client: HttpClient,
  reset: { account: string; phone: string; identity: Record<string, string>; newPassword: string },
): Promise<Envelope<unknown>> {
  const plain = {
    loginType: 'account',
    account: reset.account,
    ...reset.identity,
    smsCode: await latestSms(client, reset.phone),
    newPassword: await encrypt(client, reset.newPassword),
  };
  return client.post('/v1/auth/password', await hybridBody(client, plain));
}

export async function latestSms(client: HttpClient, phone: string): Promise<string> {
  const outbox = (await client.request('GET', '/__dev/sms/outbox')).json as Array<{
    phone: string;
    code: string;
  }>;
  const found = outbox.find((m) => m.phone === phone);
  if (!found) throw new Error(`no SMS for ${phone}`);
  return found.code;
}

export async function passwordStep(
  client: HttpClient,
  account: string,
  password = DEMO_PASSWORD,
  nonce?: string,
): Promise<Envelope<LoginResult | null>> {
  return client.post<LoginResult | null>('/v1/auth/login', {
    account,
    password: await encrypt(client, password),
    code: await captchaToken(client),
    ...(nonce ? { nonce } : {}),
  });
}

/** A full person login from a new browser: password, SMS, validate. Returns the device nonce. */
export async function login(client: HttpClient, account: string, phone: string): Promise<LoginResult> {
  const first = await passwordStep(client, account);
  if (first.state !== 200000) throw new Error(`login refused: ${first.state} ${first.message}`);
  if (first.data) return first.data;
  const sent = await client.post('/v1/auth/sms', { type: 'login' });
  if (sent.state !== 200000) throw new Error(`sms refused: ${sent.message}`);
  const validated = await client.post<LoginResult>('/v1/auth/sms/validate', {
    code: await latestSms(client, phone),
  });
  if (validated.state !== 200000) throw new Error(`validate refused: ${validated.message}`);
  return validated.data;
}

export function clientOf(server: TestServer, localAddress?: string): HttpClient {
  return new HttpClient(server.url, localAddress);
}

/** A new browser logged in as this demo investor (its phone as the account; password and SMS steps). */
export async function loggedIn(server: TestServer, who: keyof typeof DEMO): Promise<HttpClient> {
  const browser = clientOf(server);
  await login(browser, DEMO[who].phone, DEMO[who].phone);
  return browser;
}
