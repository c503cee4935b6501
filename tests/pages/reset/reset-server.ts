import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';

import { envelope, type TestServer } from '../../api/support/test-server';

/** The back office's side of the reset calls, on the API tests' loopback server, with real keys. */
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = publicKey.export({ format: 'jwk' });
const PEM = publicKey.export({ format: 'pem', type: 'spki' }).toString();
const HYBRID = {
  modulus: Buffer.from(jwk.n as string, 'base64url').toString('hex'),
  publicExponent: Buffer.from(jwk.e as string, 'base64url').toString('hex'),
  waitId: 'wait-1',
};
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function rsaOpen(base64: string): Buffer {
  return privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(base64, 'base64'),
  );
}

/** Opens a hybrid body as the back office does; password fields stay RSA-encrypted inside. */
export function openHybrid(body: Buffer): Record<string, string> {
  const payload = JSON.parse(body.toString()) as { key: string; data: string; waitId: string };
  const data = Buffer.from(payload.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', rsaOpen(payload.key), data.subarray(0, 12));
  decipher.setAuthTag(data.subarray(data.length - 16));
  const plain = Buffer.concat([decipher.update(data.subarray(12, data.length - 16)), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as Record<string, string>;
}

export function decryptPassword(encrypted: string): string {
  return rsaOpen(encrypted).toString('utf8');
}

/** Answers every call of a successful reset; tests override single routes afterwards. */
export function answerResetCalls(server: TestServer, maskedPhone = '138****0005'): void {
  server.on('GET', '/v1/auth/captcha', {
    body: envelope({ id: 'c1', background: PIXEL, slider: PIXEL, y: 40 }),
  });
  server.on('POST', '/v1/auth/captcha', { body: envelope({ token: 'captcha-token' }) });
  server.on('POST', '/v1/auth/sms', { body: envelope(maskedPhone, 200000, `验证码已发送至${maskedPhone}`) });
  server.on('GET', '/v1/auth/secret', { body: envelope({ publicKey: PEM }) });
  server.on('GET', '/v1/auth/amWeb/rsa', { body: envelope(HYBRID) });
  server.on('POST', '/v1/auth/password', {
    body: envelope(null, 200000, '登录密码已重置，请使用新密码登录'),
  });
  server.on('POST', '/v1/auth/password/trade', { body: envelope(null, 200000, '交易密码重置成功') });
}

export const bodyOf = (server: TestServer, method: string, path: string) =>
  server.requests.filter((r) => r.method === method && r.path === path).map((r) => r.body);
