import { DEMO, DEMO_PASSWORD } from '@/server/seed/demo-identities';

import type { HttpClient } from '../support/http-client';
import { captchaToken, clientOf, encrypt, latestSms } from '../support/portal';
import type { TestServer } from '../support/server';

/** The demo organisation logged in with its trade account (type 0), SMS step included. */
export async function organisation(server: TestServer): Promise<HttpClient> {
  const browser = clientOf(server);
  await browser.post('/v1/auth/login/org', {
    account: DEMO.org.tradeAccounts[0],
    password: await encrypt(browser, DEMO_PASSWORD),
    code: await captchaToken(browser),
    type: '0',
  });
  await browser.post('/v1/auth/sms', { type: 'login' });
  await browser.post('/v1/auth/sms/validate', { code: await latestSms(browser, DEMO.org.phone) });
  return browser;
}
