import { DEMO } from '@/server/seed/demo-identities';

import {
  clientOf,
  login,
  passwordStep,
  requestResetSms,
  submitPasswordReset,
} from '../server/support/portal';
import { serverPerFile } from '../server/support/server';

/**
 * Issue 39, low: the remembered device (the nonce that lets a login skip the SMS step) survived a password
 * reset, so whoever had the old password and that browser logged in again without the phone. A reset now
 * forgets every remembered device of the account.
 */
jest.setTimeout(90000);

const server = serverPerFile();
const who = DEMO.zhouJiu;

describe('a password reset', () => {
  it('forgets the remembered devices: the next login asks for the SMS code again', async () => {
    const { nonce } = await login(clientOf(server()), who.phone, who.phone);
    server().clock.advance(61);
    // The device is remembered: the password alone logs in.
    expect((await passwordStep(clientOf(server()), who.phone, undefined, nonce)).data).not.toBeNull();
    server().clock.advance(61);

    const browser = clientOf(server());
    await requestResetSms(browser, who.phone);
    const reset = await submitPasswordReset(browser, {
      account: who.phone,
      phone: who.phone,
      identity: { idNo: who.idNo },
      newPassword: 'Zhou2026pw',
    });
    expect(reset.message).toBe('登录密码已重置，请使用新密码登录');

    const again = await passwordStep(clientOf(server()), who.phone, 'Zhou2026pw', nonce);
    expect([again.state, again.data]).toEqual([200000, null]);
  });
});
