import type { LoginResult, LoginType, OrgAccountType } from '@/api/auth/contract';
import { failureText, readError } from '@/api/core/outcome';
import { LOGIN_AGREEMENT_WAIT_MS } from '@/shared/config/constants';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import {
  readLastLogin,
  saveLastLogin,
  withRememberedAccount,
  writeLastLoginType,
  writeOrgAccountType,
  type AccountListName,
} from '@/shared/storage';

import { LOGIN_TEXT } from './login-texts';

/** What the investor typed, kept in memory only until the login ends. */
export interface Credentials {
  loginType: LoginType;
  orgAccountType: OrgAccountType;
  account: string;
  password: string;
  remember: boolean;
}

/** The privacy agreement every login records (docs/decisions.md). */
export const PRIVACY_AGREEMENT = { agreementId: 'privacy-policy', agreementType: 'privacy' } as const;

export function accountListName(loginType: LoginType, orgAccountType: OrgAccountType): AccountListName {
  if (loginType === 'account') return 'personAccountList';
  return orgAccountType === '1' ? 'orgFundAccountList' : 'orgTradeAccountList';
}

/**
 * After the password was accepted: the form and type of this login are kept for the next visit, and the
 * account joins its remembered list when the switch is on. Storage failures never block a login.
 */
export async function rememberLogin(credentials: Credentials): Promise<void> {
  const { loginType, orgAccountType, account, remember } = credentials;
  try {
    writeLastLoginType(loginType);
    if (loginType === 'organization') writeOrgAccountType(orgAccountType);
    const current = await readLastLogin();
    const list = accountListName(loginType, orgAccountType);
    await saveLastLogin({
      ...current,
      loginType,
      orgAccountType: loginType === 'organization' ? orgAccountType : current.orgAccountType,
      saveAccountFlag: remember,
      [list]: remember ? withRememberedAccount(current[list], account) : current[list],
    });
  } catch {
    // A full or blocked storage only costs the convenience.
  }
}

/** Resolves with the promise's value, or undefined once `ms` have passed (spec §4: wait at most 1 s). */
export function atMost<T>(promise: Promise<T>, ms: number = LOGIN_AGREEMENT_WAIT_MS): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise.catch(() => undefined), timeout]).finally(() => clearTimeout(timer));
}

export type LoginAnswer =
  | { kind: 'sms' }
  | { kind: 'accepted'; result: LoginResult }
  | { kind: 'noEntrustment' }
  | { kind: 'slider' }
  /** message null: a failure that must stay silent (403000). */
  | { kind: 'failed'; message: string | null };

/** The answer of POST /v1/auth/login(/org), as the next step of spec §4 ("Failed login"). */
export function classifyLoginAnswer(answer: { data?: LoginResult | null; error?: unknown }): LoginAnswer {
  if (answer.error === undefined) {
    return answer.data ? { kind: 'accepted', result: answer.data } : { kind: 'sms' };
  }
  const failure = readError(answer.error);
  if (failure.state === RESPONSE_STATE.LOGIN_ERROR) return { kind: 'noEntrustment' };
  if (failure.state === RESPONSE_STATE.GRAPHIC_CODE_ERROR) return { kind: 'slider' };
  return { kind: 'failed', message: failureText(failure, LOGIN_TEXT.loginFailed) };
}
