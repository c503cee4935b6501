import { createHmac } from 'node:crypto';

import { DEMO } from '@/server/seed/demo-identities';
import { newestSmsCode } from '@/server/sms/store';

import { clientOf, latestSms, passwordStep, loggedIn } from '../server/support/portal';
import { serverPerFile } from '../server/support/server';

/**
 * Issue 12, item 6: SMS limits are counted per phone and per purpose, so sends of one purpose (a reset, a
 * general check) never use up another's (the login SMS); codes are stored only as keyed hashes.
 */
jest.setTimeout(90000);

const server = serverPerFile();

describe('SMS limits per purpose', () => {
  it('leave the login SMS and other purposes alone when one purpose reached its daily limit', async () => {
    // Start just after a Shanghai midnight, so the whole test falls within one day.
    const toMidnight = 86_400_000 - ((server().clock.now() + 8 * 3_600_000) % 86_400_000);
    server().clock.advance(Math.ceil(toMidnight / 1000) + 60);
    const browser = await loggedIn(server(), 'zhouJiu');
    for (let i = 0; i < 10; i++) {
      server().clock.advance(61);
      expect((await browser.post('/v1/auth/sms', { type: 'general' })).state).toBe(200000);
    }
    server().clock.advance(61);
    expect(await browser.post('/v1/auth/sms', { type: 'general' })).toEqual({
      state: 400008,
      data: null,
      message: '今日短信发送次数已达上限，请明天再试',
    });
    // Another purpose goes at once: neither the daily count nor the 60 s window is shared.
    expect((await browser.post('/v1/auth/sms', { type: 'resetTradePassword' })).state).toBe(200000);

    const again = clientOf(server());
    expect((await passwordStep(again, DEMO.zhouJiu.phone)).data).toBeNull();
    expect((await again.post('/v1/auth/sms', { type: 'login' })).state).toBe(200000);
    const validated = await again.post('/v1/auth/sms/validate', {
      code: await latestSms(again, DEMO.zhouJiu.phone),
    });
    expect(validated.state).toBe(200000);
  });

  it('keeps codes as keyed hashes only (the dev outbox plays the phone)', async () => {
    server().clock.advance(61);
    const browser = await loggedIn(server(), 'sunBa');
    server().clock.advance(61);
    await browser.post('/v1/auth/sms', { type: 'general' });
    const code = await latestSms(browser, DEMO.sunBa.phone);
    const stored = newestSmsCode(server().app.portal, DEMO.sunBa.phone, 'general');
    expect(stored?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.code_hash).not.toContain(code);
    const plainHash = createHmac('sha256', Buffer.alloc(0)).update(code).digest('hex');
    expect(stored?.code_hash).not.toBe(plainHash);
  });
});
