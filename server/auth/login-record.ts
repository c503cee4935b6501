import type { LoginVia } from '@/api/auth/contract-security';
import { DAY } from '@/shared/time';

import type { Context } from '../core/context';
import { describeClient, type ClientInfo } from './client-info';
import { insertLogin } from './store-security';

/** The security centre shows (and the back office keeps) the logins of the last 90 days. */
export const LOGIN_HISTORY_MS = 90 * DAY;

/** Records a login (or a wrong password of a known account); older rows than 90 days go at the same time. */
export function recordLoginOutcome(
  ctx: Context,
  accountId: number,
  login: { client: ClientInfo; via: LoginVia; outcome: 'success' | 'failure' },
): void {
  const now = ctx.clock.now();
  const row = { at: now, ip: login.client.ip, ...describeClient(login.client), via: login.via };
  insertLogin(ctx, accountId, { ...row, outcome: login.outcome }, now - LOGIN_HISTORY_MS);
}
