import { DEMO } from '@/server/seed/demo-identities';

import { HttpClient } from '../server/support/http-client';
import { passwordStep } from '../server/support/portal';
import { serverPerFile, startServer } from '../server/support/server';

/**
 * Issue 39, low: in the hour after a lock ran out, a real account counted wrong passwords per address (five
 * lock the address) and toward a ceiling of ten, while an unknown ID went on locking at five from anywhere:
 * the answers told which IDs exist. Now an unknown ID goes through the same phases.
 */
jest.setTimeout(120000);

const server = serverPerFile(() => startServer({ trustProxy: ['127.0.0.1'] }));

/** A browser behind the local proxy at `address`. */
class Behind extends HttpClient {
  constructor(private readonly address: string) {
    super(server().url);
  }

  override request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const forwarded: Record<string, string> = path.startsWith('/__dev')
      ? {}
      : { 'x-forwarded-for': this.address };
    return super.request(method, path, body, { ...headers, ...forwarded });
  }
}

const LOCKED = /^密码错误次数过多，账号已锁定，请于.+（北京时间）后再试$/;
/** What an answer says, the lock's end time aside: the same words must come back for both IDs. */
const said = (message: string) => (LOCKED.test(message) ? '已锁定' : message);

/** Five wrong passwords from one address: the account (or the name) is locked. */
async function lock(account: string, net: string): Promise<void> {
  for (let i = 0; i < 5; i++) await passwordStep(new Behind(`${net}.1`), account, 'Wrong1234');
}

/** The answers of ten wrong passwords in the cool-down hour. */
async function attempts(account: string, net: string): Promise<string[]> {
  const answers: string[] = [];
  // Five from one address (the fifth locks that address), then one each from five other addresses.
  const addresses = [...Array(5).fill(`${net}.2`), ...[3, 4, 5, 6, 7].map((n) => `${net}.${n}`)];
  for (const address of addresses) {
    answers.push(said((await passwordStep(new Behind(address), account, 'Wrong1234')).message));
  }
  return answers;
}

it('an unknown ID answers as a real one through the lock and its cool-down hour', async () => {
  const real = DEMO.wangWu.phone;
  const unknown = '13899990001';
  await lock(real, '198.51.100');
  await lock(unknown, '203.0.113');
  const locked = [
    said((await passwordStep(new Behind('198.51.100.9'), real, 'Wrong1234')).message),
    said((await passwordStep(new Behind('203.0.113.9'), unknown, 'Wrong1234')).message),
  ];
  expect(locked).toEqual(['已锁定', '已锁定']);
  server().clock.advance(30 * 60 + 1);
  const forReal = await attempts(real, '198.51.100');
  const forUnknown = await attempts(unknown, '203.0.113');
  // The real account: four wrong, the address locked, four wrong from others, the account locked at ten.
  expect(forReal).toEqual([
    ...Array(4).fill('账号或密码错误'),
    '已锁定',
    ...Array(4).fill('账号或密码错误'),
    '已锁定',
  ]);
  expect(forUnknown).toEqual(forReal);
});
