import type { HttpClient } from '../server/support/http-client';
import { jpeg, png } from '../server/support/images';
import { loggedIn } from '../server/support/portal';
import { serverPerFile } from '../server/support/server';

/**
 * Issue 27, low item: a malformed multipart body on the two upload routes (a `__proto__` or `constructor`
 * field, no boundary, a body cut short) is a 400 with a message, not an HTTP 500.
 */
jest.setTimeout(90000);

const server = serverPerFile();
let browser: HttpClient;
beforeAll(async () => (browser = await loggedIn(server(), 'fengEr')));

const BOUNDARY = '----malformed-boundary';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const field = (name: string, value: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const file = (bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
const END = Buffer.from(`--${BOUNDARY}--\r\n`);

const ROUTES: Array<[string, Buffer]> = [
  ['/v1/auth/ocr', Buffer.concat([field('type', '1'), field('scene', 'modifyIdCard')])],
  ['/v1/investor/qualified/upload', field('kind', '73')],
];

describe.each(ROUTES)('a malformed upload to %s', (path, fields) => {
  const photo = path === '/v1/auth/ocr' ? jpeg(800, 500) : png(40, 30);
  it.each([
    ['a __proto__ field', Buffer.concat([field('__proto__', 'x'), fields, file(photo), END]), TYPE],
    ['a constructor field', Buffer.concat([field('constructor', 'x'), fields, file(photo), END]), TYPE],
    ['no boundary', Buffer.concat([fields, file(photo), END]), 'multipart/form-data'],
    ['a truncated body', Buffer.concat([fields, file(photo)]).subarray(0, -20), TYPE],
  ])('with %s is a 400 with a message', async (_, body, type) => {
    const answer = await browser.request('POST', path, body, { 'content-type': type });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ state: 400000, data: null });
    expect((answer.json as { message: string }).message).toMatch(/[\u4e00-\u9fff]/);
  });
});
