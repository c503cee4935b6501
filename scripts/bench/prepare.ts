/**
 * What the benchmark puts in the database before it measures, directly through the stores (it measures
 * the calls, not the setup): sessions opened through the real login with a device nonce and a captcha token,
 * the product summaries confirmed, and 10 000 earlier orders over the past trading days, confirmed by the
 * real batch — so the NAV history, orders, confirmations, trade records and holdings are all there; for the
 * batch phase, 100 000 more orders left applied and due.
 */
import { signNotice } from '@/server/agreement/store';
import type { PortalApp } from '@/server/app';
import { issueDeviceNonce } from '@/server/auth/device-nonces';
import { findPerson } from '@/server/auth/store';
import { catchUp } from '@/server/batch/catch-up';
import { grantCaptchaToken } from '@/server/captcha/captcha';
import { addTradingDays } from '@/server/core/calendar';
import { transaction } from '@/server/core/db/database';
import { fundSpec } from '@/server/fund/funds';
import { purchaseDates } from '@/server/order/calendar/rules';
import { insertOrder } from '@/server/order/common/store';
import { pastTransferPurchase } from '@/server/seed/demo-holdings';
import { DEMO, DEMO_PASSWORD } from '@/server/seed/demo-identities';

export const BUYERS = ['zhangSan', 'fengEr', 'zhouJiu'] as const;
export const FUNDS = ['970031', '970011', '970001', '970062'];

/** Slider tokens granted directly (in memory): the bench measures the login, not the slider pictures. */
export function captchaTokens(app: PortalApp, count: number): string[] {
  return Array.from({ length: count }, () => grantCaptchaToken(app.portal));
}

export function deviceNonce(app: PortalApp, phone: string): string {
  const account = findPerson(app.portal, phone);
  return transaction(app.portal, () => issueDeviceNonce(app.portal, account?.id as number));
}

/** Logs a buyer in over HTTP (RSA password, captcha token, device nonce); answers the session cookie. */
export async function sessionCookie(
  app: PortalApp,
  encrypt: (plain: string) => string,
  who: (typeof BUYERS)[number],
): Promise<string> {
  const [code] = captchaTokens(app, 1);
  const answer = await app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: {
      account: DEMO[who].phone,
      password: encrypt(DEMO_PASSWORD),
      code,
      nonce: deviceNonce(app, DEMO[who].phone),
    },
  });
  const cookie = [answer.headers['set-cookie']].flat().find((line) => line?.startsWith('PSESSION='));
  if (!cookie) throw new Error(`bench: ${who} did not log in: ${answer.body}`);
  return cookie.split(';')[0];
}

/** Confirms the summaries and writes `count` earlier orders, then runs the confirm batch over them. */
export async function earlierOrders(
  app: PortalApp,
  count: number,
  today: string,
): Promise<{ batchMs: number }> {
  const ctx = app.portal;
  const buyers = BUYERS.map((who) => findPerson(ctx, DEMO[who].phone));
  transaction(ctx, () => {
    for (const [i, buyer] of buyers.entries()) {
      for (const fundCode of FUNDS) {
        const noticeCode = fundSpec(ctx, fundCode)?.documents.summary?.noticeCode as string;
        signNotice(ctx, {
          accountId: buyer?.id as number,
          fundBusinessCode: '022',
          fundCode,
          noticeCode,
          now: i,
        });
      }
    }
  });
  appliedOrders(app, count, today);
  const start = performance.now();
  await catchUp(ctx);
  return { batchMs: performance.now() - start };
}

/**
 * Writes `count` paid purchases of the buyers in the funds in turn, applied 3 to 202 trading days before
 * `today` (so each is due for confirmation today), 10 000 to a transaction.
 */
export function appliedOrders(app: PortalApp, count: number, today: string): void {
  const ctx = app.portal;
  const buyers = BUYERS.map((who) => findPerson(ctx, DEMO[who].phone));
  for (let from = 0; from < count; from += 10_000) {
    transaction(ctx, () => {
      for (let n = from; n < Math.min(count, from + 10_000); n++) {
        const buyer = buyers[n % buyers.length];
        const spec = fundSpec(ctx, FUNDS[n % FUNDS.length]);
        if (!buyer || !spec) throw new Error('bench: demo data missing');
        const tradeDate = addTradingDays(today, -(3 + (n % 200)));
        const dates = purchaseDates(spec, tradeDate);
        insertOrder(
          ctx,
          pastTransferPurchase(spec, dates, {
            accountId: buyer.id,
            tradeAccount: DEMO[BUYERS[n % BUYERS.length]].tradeAccounts[0],
            applySum: '1000.00',
            firstPurchase: false,
            appliedAt: 0,
            sessionHash: 'bench',
          }),
        );
      }
    });
  }
}
