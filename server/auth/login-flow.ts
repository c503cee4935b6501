import type { FastifyReply } from 'fastify';

import type { LoginResult, LoginType, OrgAccountType } from '@/api/auth/contract';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

import { consumeCaptchaToken } from '../captcha/captcha';
import type { Context } from '../core/context';
import { hashToken } from '../core/crypto/random';
import { transaction } from '../core/db/database';
import { BusinessError } from '../core/http/envelope';
import type { ClientInfo } from './client-info';
import { isValidDeviceNonce } from './device-nonces';
import {
  assertNotLocked,
  forgetWrongPasswords,
  oneAttemptAtATime,
  recordWrongPassword,
  unknownAccountAttempt,
} from './lockout';
import { recordLoginOutcome } from './login-record';
import { decryptPassword } from './password-input';
import { startPendingLogin } from './pending-login';
import { NO_ONLINE_ENTRUSTMENT } from './rules';
import { startSession } from './sessions';
import { upgradePasswordHash, type AccountRow } from './store';
import { noteDeviceUse } from './store-security';

export interface PasswordLogin {
  account: AccountRow | undefined;
  /** The account as typed (with the organisation's type): an unknown one is counted by it. */
  typed: string;
  password: string;
  code: string;
  nonce?: string;
  loginType: LoginType;
  orgAccountType: OrgAccountType | null;
  /** The caller's address (wrong passwords may count per address: lockout.ts) and browser. */
  client: ClientInfo;
}

/**
 * The password step shared by the person and organisation logins. Order matters: the captcha token is used
 * up first, a locked account is refused before its password is checked, and 403001 is only revealed to a
 * caller who knows the password. Returns null when the SMS step must follow.
 */
export async function passwordLogin(
  ctx: Context,
  reply: FastifyReply,
  login: PasswordLogin,
): Promise<LoginResult | null> {
  consumeCaptchaToken(ctx, login.code);
  const password = decryptPassword(ctx, login.password);
  // A device that passed the SMS step before counts its wrong passwords on its own (lockout.ts).
  const trusted = !!login.account && isValidDeviceNonce(ctx, login.account.id, login.nonce);
  const deviceHash = trusted ? hashToken(login.nonce as string) : undefined;
  const source = { ip: login.client.ip, device: deviceHash };
  // One attempt at a time per account: the lock is checked, the password judged and counted in turn.
  const account = await oneAttemptAtATime(ctx, 'login', login.account, async (fresh) => {
    assertNotLocked(ctx, fresh, source);
    const matches = await ctx.passwords.verify(password, fresh?.password_hash ?? null);
    if (!fresh) throw unknownAccountAttempt(ctx, login.typed, login.client.ip);
    if (!matches) {
      const refusal = recordWrongPassword(ctx, fresh, source);
      recordLoginOutcome(ctx, fresh.id, { client: login.client, via: 'self', outcome: 'failure' });
      throw refusal;
    }
    forgetWrongPasswords(ctx, fresh, source);
    return fresh;
  });
  // A hash made at an older cost (2^14 before issue 12) is replaced now that the password is at hand.
  const stored = account.password_hash;
  if (stored && ctx.passwords.needsRehash(stored)) {
    upgradePasswordHash(ctx, account.id, stored, await ctx.passwords.hash(password));
  }
  if (!account.online_entrustment) throw new BusinessError(RESPONSE_STATE.LOGIN_ERROR, NO_ONLINE_ENTRUSTMENT);
  if (!trusted) {
    startPendingLogin(ctx, reply, account.id, login.loginType, login.orgAccountType);
    return null;
  }
  const { loginType, orgAccountType, client } = login;
  transaction(ctx, () => {
    startSession(ctx, reply, account.id, { loginType, orgAccountType, client, deviceHash });
    noteDeviceUse(ctx, deviceHash as string, ctx.clock.now());
  });
  return {
    nonce: login.nonce as string,
    requiredChangePassword: !!account.must_change_password,
    userType: account.user_type,
  };
}
