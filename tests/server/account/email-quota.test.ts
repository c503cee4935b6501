import { DAILY_EMAIL_LIMIT } from '@/server/account/email-rules';
import { insertSendWithinQuota, sendsOn, type SentMail } from '@/server/account/store-email';
import { findPerson } from '@/server/auth/store';
import { DEMO } from '@/server/seed/demo-identities';

import { MONDAY_10AM, serverAt } from '../order/support';
import type { TestServer } from '../support/server';

/**
 * Issue 29: the e-mail daily quota is taken atomically by the database — the count and the send are one
 * statement, so no caller (another request, another route, a second look after an await) spends it twice.
 */
jest.setTimeout(60000);

let server: TestServer;
beforeAll(async () => {
  server = await serverAt(MONDAY_10AM);
});
afterAll(() => server?.close());

it('records a send only while the sends of its day are under the quota; another day has its own', () => {
  const ctx = server.app.portal;
  const person = findPerson(ctx, DEMO.xuJiu.phone);
  if (!person) throw new Error('demo investor missing');
  const mail = (sendDate: string, n: number): SentMail => ({
    accountId: person.id,
    kind: 'bill',
    address: 'xu@example.com',
    subject: `test ${n}`,
    sendDate,
    at: 0,
    messageId: `<quota-${sendDate}-${n}@test>`,
    raw: '',
  });
  const before = sendsOn(ctx, person.id, '20261123');
  const taken = Array.from({ length: DAILY_EMAIL_LIMIT + 2 }, (_, n) =>
    insertSendWithinQuota(ctx, mail('20261123', n), DAILY_EMAIL_LIMIT),
  );
  expect(taken.filter(Boolean)).toHaveLength(DAILY_EMAIL_LIMIT - before);
  expect(taken.slice(DAILY_EMAIL_LIMIT - before).every((t) => !t)).toBe(true);
  expect(sendsOn(ctx, person.id, '20261123')).toBe(DAILY_EMAIL_LIMIT);
  expect(insertSendWithinQuota(ctx, mail('20261124', 0), DAILY_EMAIL_LIMIT)).toBe(true);
  expect(sendsOn(ctx, person.id, '20261124')).toBe(1);
});
