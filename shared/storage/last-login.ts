import { readEntry, removeEntry, writeEntry } from './entry';
import { STORAGE, type StoredLastLogin, type StoredLoginType, type StoredOrgAccountType } from './registry';
import type { Sealed } from './sealed';
import { openJson, sealJson } from './vault';

export type AccountListName = 'personAccountList' | 'orgFundAccountList' | 'orgTradeAccountList';
const LIST_NAMES: readonly AccountListName[] = [
  'personAccountList',
  'orgFundAccountList',
  'orgTradeAccountList',
];

/** How many remembered accounts each list keeps (most recent first). */
export const MAX_REMEMBERED_ACCOUNTS = 5;

export interface LastLogin {
  loginType: StoredLoginType;
  orgAccountType: StoredOrgAccountType;
  personAccountList: string[];
  orgFundAccountList: string[];
  orgTradeAccountList: string[];
  saveAccountFlag: boolean;
}

export const EMPTY_LAST_LOGIN: LastLogin = {
  loginType: 'account',
  orgAccountType: '1',
  personAccountList: [],
  orgFundAccountList: [],
  orgTradeAccountList: [],
  saveAccountFlag: false,
};

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string' && item.length > 0);
}

async function openList(sealed: Sealed | null, slot: AccountListName): Promise<string[]> {
  if (!sealed) return [];
  const value = await openJson(sealed, `${STORAGE.lastLoginData.key}.${slot}`);
  return isStringList(value) ? value.slice(0, MAX_REMEMBERED_ACCOUNTS) : [];
}

/** The remembered login choices; lists that cannot be decrypted (key gone, tampered) read as empty. */
export async function readLastLogin(): Promise<LastLogin> {
  const stored = readEntry(STORAGE.lastLoginData);
  if (!stored) return { ...EMPTY_LAST_LOGIN };
  const [personAccountList, orgFundAccountList, orgTradeAccountList] = await Promise.all(
    LIST_NAMES.map((name) => openList(stored[name], name)),
  );
  return {
    loginType: stored.loginType,
    orgAccountType: stored.orgAccountType,
    personAccountList,
    orgFundAccountList,
    orgTradeAccountList,
    saveAccountFlag: stored.saveAccountFlag,
  };
}

/**
 * Stores the login choices with each account list sealed. Where the browser cannot seal (no WebCrypto),
 * the lists are not remembered at all rather than kept in clear.
 */
export async function saveLastLogin(data: LastLogin): Promise<void> {
  const sealed = await Promise.all(
    LIST_NAMES.map((name) =>
      data[name].length > 0
        ? sealJson(data[name].slice(0, MAX_REMEMBERED_ACCOUNTS), `${STORAGE.lastLoginData.key}.${name}`)
        : Promise.resolve(undefined),
    ),
  );
  const stored: StoredLastLogin = {
    loginType: data.loginType,
    orgAccountType: data.orgAccountType,
    personAccountList: sealed[0] ?? null,
    orgFundAccountList: sealed[1] ?? null,
    orgTradeAccountList: sealed[2] ?? null,
    saveAccountFlag: data.saveAccountFlag,
  };
  writeEntry(STORAGE.lastLoginData, stored);
}

/** Puts `account` first in its list (once); returns the new list. */
export function withRememberedAccount(list: readonly string[], account: string): string[] {
  const value = account.trim();
  if (!value) return [...list];
  return [value, ...list.filter((item) => item !== value)].slice(0, MAX_REMEMBERED_ACCOUNTS);
}

/** @internal Adds an account to one remembered list after a successful login with the remember switch on. */
export async function rememberAccount(listName: AccountListName, account: string): Promise<LastLogin> {
  const current = await readLastLogin();
  const next = { ...current, [listName]: withRememberedAccount(current[listName], account) };
  await saveLastLogin(next);
  return next;
}

/** Deletes one suggestion (each remembered account is deletable on the login page). */
export async function forgetAccount(listName: AccountListName, account: string): Promise<LastLogin> {
  const current = await readLastLogin();
  const next = { ...current, [listName]: current[listName].filter((item) => item !== account) };
  await saveLastLogin(next);
  return next;
}

/** @internal The last account used, kept sealed; undefined when absent or unreadable. */
export async function readLastAccount(): Promise<string | undefined> {
  const sealed = readEntry(STORAGE.account);
  if (!sealed) return undefined;
  const value = await openJson(sealed, STORAGE.account.key);
  return typeof value === 'string' && value ? value : undefined;
}

/** @internal */
export async function saveLastAccount(account: string): Promise<boolean> {
  const sealed = await sealJson(account.trim(), STORAGE.account.key);
  if (!sealed) {
    removeEntry(STORAGE.account);
    return false;
  }
  return writeEntry(STORAGE.account, sealed);
}
