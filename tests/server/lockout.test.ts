import { DEMO } from '@/server/seed/demo-identities';
import { formatShanghaiMinute } from '@/shared/time';

import { clientOf, passwordStep } from './support/portal';
import { serverPerFile } from './support/server';

jest.setTimeout(90000);

const server = serverPerFile();

describe('wrong-password lockout', () => {
  it('locks the account for 30 minutes after 5 wrong passwords within an hour, from any address', async () => {
    for (let i = 1; i <= 4; i++) {
      const answer = await passwordStep(clientOf(server(), `127.0.0.${i}`), DEMO.zhangSan.phone, 'Wrong1234');
      expect(answer.message).toBe('账号或密码错误');
    }
    const lockedAt = server().clock.now();
    const fifth = await passwordStep(clientOf(server(), '127.0.0.5'), DEMO.zhangSan.phone, 'Wrong1234');
    const lockedFrom = server().clock.now();
    // The minute may turn during the attempt: the message must name one of the two possible minutes.
    const possible = [lockedAt, lockedFrom].map(
      (at) => `密码错误次数过多，账号已锁定，请于${formatShanghaiMinute(at + 30 * 60_000)}（北京时间）后再试`,
    );
    expect(fifth).toMatchObject({ state: 400035, data: null });
    expect(possible).toContain(fifth.message);

    // Even the right password is refused while locked; other accounts are untouched.
    expect((await passwordStep(clientOf(server(), '127.0.0.9'), DEMO.zhangSan.idNo)).message).toContain(
      '账号已锁定',
    );
    expect((await passwordStep(clientOf(server()), DEMO.qianQi.phone)).state).toBe(200000);

    server().clock.advance(30 * 60 + 1);
    expect(await passwordStep(clientOf(server()), DEMO.zhangSan.phone)).toMatchObject({
      state: 200000,
      data: null,
    });
  });

  it('counts only the wrong passwords of the last hour, and a success starts the count again', async () => {
    for (let i = 0; i < 4; i++) await passwordStep(clientOf(server()), DEMO.sunBa.phone, 'Wrong1234');
    server().clock.advance(3601);
    expect((await passwordStep(clientOf(server()), DEMO.sunBa.phone, 'Wrong1234')).message).toBe(
      '账号或密码错误',
    );

    for (let i = 0; i < 3; i++) await passwordStep(clientOf(server()), DEMO.sunBa.phone, 'Wrong1234');
    expect((await passwordStep(clientOf(server()), DEMO.sunBa.phone)).state).toBe(200000);
    expect((await passwordStep(clientOf(server()), DEMO.sunBa.phone, 'Wrong1234')).message).toBe(
      '账号或密码错误',
    );
  });
});
