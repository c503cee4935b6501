import { defineEntry } from './entry';
import { isNonEmptyString, isNonNegativeInteger, isOneOf, isRecord, isRecordOf, isTimestamp } from './guards';
import { type Sealed, isSealed, isSealedOrNull } from './sealed';

/**
 * Every local-storage key of the portal (spec §3 "Local storage"). The session token itself is not here:
 * it travels in an HttpOnly cookie that page scripts cannot read.
 */
const PREFIX = 'gzzg.';

export const LOGIN_TYPES = ['account', 'organization'] as const;
export type StoredLoginType = (typeof LOGIN_TYPES)[number];
export const ORG_ACCOUNT_TYPES = ['1', '0'] as const;
export type StoredOrgAccountType = (typeof ORG_ACCOUNT_TYPES)[number];

/** The stored form of the last login data; the three account lists are sealed (null: not remembered). */
export interface StoredLastLogin {
  loginType: StoredLoginType;
  orgAccountType: StoredOrgAccountType;
  personAccountList: Sealed | null;
  orgFundAccountList: Sealed | null;
  orgTradeAccountList: Sealed | null;
  saveAccountFlag: boolean;
}

function isStoredLastLogin(value: unknown): value is StoredLastLogin {
  return (
    isRecord(value) &&
    isOneOf(LOGIN_TYPES)(value.loginType) &&
    isOneOf(ORG_ACCOUNT_TYPES)(value.orgAccountType) &&
    isSealedOrNull(value.personAccountList) &&
    isSealedOrNull(value.orgFundAccountList) &&
    isSealedOrNull(value.orgTradeAccountList) &&
    typeof value.saveAccountFlag === 'boolean'
  );
}

export const STORAGE = {
  /** When the session token was issued (ms since epoch). */
  tokenTime: defineEntry(`${PREFIX}tokenTime`, 1, isTimestamp),
  /** Dialogs remembered for 24 hours: dialog id → when it was dismissed (ms). */
  dialog: defineEntry(`${PREFIX}dialog`, 1, isRecordOf(isTimestamp)),
  lastLoginType: defineEntry(`${PREFIX}lastLoginType`, 1, isOneOf(LOGIN_TYPES)),
  /** The last account used, sealed like the account lists. */
  account: defineEntry(`${PREFIX}account`, 1, isSealed),
  orgAccountType: defineEntry(`${PREFIX}orgAccountType`, 1, isOneOf(ORG_ACCOUNT_TYPES)),
  lastLoginData: defineEntry(`${PREFIX}lastLoginData`, 1, isStoredLastLogin),
  /** How often each prompt has been shown: prompt id → count. */
  promptData: defineEntry(`${PREFIX}promptData`, 1, isRecordOf(isNonNegativeInteger)),
  /** Elder mode (larger type and targets, higher contrast) switched on: a display preference, nothing personal. */
  elderMode: defineEntry(
    `${PREFIX}elderMode`,
    1,
    (value: unknown): value is boolean => typeof value === 'boolean',
  ),
} as const;

/** The nonce slot of one account: the key holds a keyed hash of the account, never the account. */
export function nonceEntry(accountHash: string) {
  return defineEntry(`${PREFIX}nonce.${accountHash}`, 1, isNonEmptyString);
}
