import type { FastifyReply } from 'fastify';

import type { LoginResult, LoginType, OrgAccountType } from '@/api/auth/contract';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

import { consumeCaptchaToken } from '../captcha/captcha';
import type { Context } from '../core/context';
import { hashToken } from '../core/crypto/random';
import { BusinessError, hint } from '../core/http/envelope';
import { isValidDeviceNonce } from './device-nonces';
import { assertNotLocked, forgetWrongPasswords, recordWrongPassword } from './lockout';
import { decryptPassword } from './password-input';
import { startPendingLogin } from './pending-login';
import { NO_ONLINE_ENTRUSTMENT, WRONG_CREDENTIALS } from './rules';
import { startSession } from './sessions';
import { upgradePasswordHash, type AccountRow } from './store';

export interface PasswordLogin {
  account: AccountRow | undefined;
  password: string;
  code: string;
  nonce?: string;
  loginType: LoginType;
  orgAccountType: OrgAccountType | null;
  /** The caller's address: wrong passwords may count per address (lockout.ts). */
  ip: string;
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
  const { account } = login;
  // A device that passed the SMS step before counts its wrong passwords on its own (lockout.ts).
  const trusted = !!account && isValidDeviceNonce(ctx, account.id, login.nonce);
  const source = { ip: login.ip, device: trusted ? hashToken(login.nonce as string) : undefined };
  assertNotLocked(ctx, account, source);
  const matches = await ctx.passwords.verify(password, account?.password_hash ?? null);
  if (!account) throw hint(WRONG_CREDENTIALS);
  if (!matches) throw recordWrongPassword(ctx, account, source);
  forgetWrongPasswords(ctx, account, source);
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
  startSession(ctx, reply, account.id, { loginType: login.loginType, orgAccountType: login.orgAccountType });
  return {
    nonce: login.nonce as string,
    requiredChangePassword: !!account.must_change_password,
    userType: account.user_type,
  };
}
