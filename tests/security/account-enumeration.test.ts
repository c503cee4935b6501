import { DEMO } from '@/server/seed/demo-identities';

import { investor, MONDAY_10AM, serverAt } from '../server/order/support';
import { clientOf, passwordStep } from '../server/support/portal';
import type { TestServer } from '../server/support/server';

/**
 * Issue 27, low item: no answer tells whether an account or a phone exists. The fifth wrong login answers
 * the lock message for an unknown account as for a real one; a signed-in investor learns that a phone
 * belongs to another customer only after both codes of the change matched (the code request to it answers
 * like any other); and the phone change's calls are rate-limited per account.
 */
jest.setTimeout(120000);

let server: TestServer;
beforeAll(async () => {
  server = await serverAt(MONDAY_10AM);
});
afterAll(() => server.close());

const LOCKED = /^密码错误次数过多，账号已锁定，请于.+（北京时间）后再试$/;

async function fiveWrong(account: string): Promise<string[]> {
  const messages: string[] = [];
  for (let i = 0; i < 6; i++)
    messages.push((await passwordStep(clientOf(server), account, 'Wrong1234')).message);
  return messages;
}

describe('wrong logins', () => {
  it('answer alike for a real and an unknown account, the fifth and after with the lock', async () => {
    const real = await fiveWrong(DEMO.hanSan.phone);
    const unknown = await fiveWrong('13700000099');
    for (const messages of [real, unknown]) {
      expect(messages.slice(0, 4)).toEqual(Array(4).fill('账号或密码错误'));
      expect(messages[4]).toMatch(LOCKED);
      expect(messages[5]).toBe(messages[4]);
    }
    expect(unknown).toEqual(real);
  });
});

describe('a phone of another customer in the phone change', () => {
  it('is told only after both codes matched', async () => {
    const zhou = await investor(server, 'zhouJiu');
    const taken = DEMO.zhangSan.phone;
    const change = await zhou.post('/v1/auth/mobile', { oldCode: '000000', phone: taken, newCode: '000000' });
    expect(change.state).toBe(400017);
    const free = await zhou.post('/v1/auth/sms', { type: 'mobileNew', extras: { phone: '13912345670' } });
    const other = await zhou.post('/v1/auth/sms', { type: 'mobileNew', extras: { phone: taken } });
    expect([free.state, other.state]).toEqual([200000, 200000]);
    expect(other.message.replace(/\d{3}\*{4}\d{4}/, 'X')).toBe(free.message.replace(/\d{3}\*{4}\d{4}/, 'X'));
  });

  it('cannot be probed ten times in a row', async () => {
    const qian = await investor(server, 'qianQi');
    const states: number[] = [];
    for (let i = 0; i < 10; i++) {
      const phone = `1391234560${i}`;
      states.push(
        (await qian.post('/v1/auth/mobile', { oldCode: '000000', phone, newCode: '000000' })).state,
      );
    }
    expect(states.slice(0, 5)).toEqual(Array(5).fill(400017));
    expect(states.slice(5)).toEqual(Array(5).fill(400008));
  });
});
