import type { LoginResult } from '@/api/auth/contract';
import { DEMO, DEMO_PASSWORD } from '@/server/seed/demo-identities';

import type { Envelope } from '../server/support/http-client';
import { captchaToken, clientOf, encrypt } from '../server/support/portal';
import { startServer, type TestServer } from '../server/support/server';

/**
 * Issue 27, item 3: the login lock cannot be raced. Nine wrong passwords and then the right one, sent together
 * after ten solved sliders, are judged one after the other: the fifth wrong one locks the account, and the
 * right one that came after it is refused with the lock instead of getting in.
 */
jest.setTimeout(120000);

let server: TestServer;
beforeAll(async () => {
  // Production's scrypt cost: each check takes long enough that, without a queue, all ten are judged against
  // a count of zero.
  server = await startServer({ testOnlyScryptN: undefined });
});
afterAll(() => server.close());

const LOCKED = /^密码错误次数过多，账号已锁定，请于.+（北京时间）后再试$/;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readyLogin(password: string) {
  const browser = clientOf(server);
  const body = {
    account: DEMO.zhangSan.phone,
    password: await encrypt(browser, password),
    code: await captchaToken(browser),
  };
  return () => browser.post<LoginResult | null>('/v1/auth/login', body);
}

describe('nine wrong and one right password sent together', () => {
  it('lock the account at the fifth wrong one: the right one sent after them does not get in', async () => {
    const wrong = [];
    for (let i = 0; i < 9; i++) wrong.push(await readyLogin('Wrong1234'));
    const right = await readyLogin(DEMO_PASSWORD);

    const answers: Array<Promise<Envelope<LoginResult | null>>> = wrong.map((send) => send());
    await sleep(150);
    answers.push(right());
    const all = await Promise.all(answers);

    const messages = all.map((answer) => answer.message);
    expect(messages.slice(0, 9).filter((m) => m === '账号或密码错误')).toHaveLength(4);
    expect(messages.slice(0, 9).filter((m) => LOCKED.test(m))).toHaveLength(5);
    expect(all[9].state).not.toBe(200000);
    expect(messages[9]).toMatch(LOCKED);
  });
});
