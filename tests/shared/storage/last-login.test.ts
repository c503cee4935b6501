import {
  EMPTY_LAST_LOGIN,
  type LastLogin,
  MAX_REMEMBERED_ACCOUNTS,
  STORAGE,
  forgetAccount,
  readLastAccount,
  readLastLogin,
  rememberAccount,
  saveLastAccount,
  saveLastLogin,
} from '@/shared/storage';

import { removeWebCrypto, resetBrowserStores, restoreWebCrypto } from '../support/web-platform';

const data: LastLogin = {
  loginType: 'organization',
  orgAccountType: '0',
  personAccountList: ['110101199003074514', '13800000001'],
  orgFundAccountList: ['F0001234567'],
  orgTradeAccountList: ['T0009876543'],
  saveAccountFlag: true,
};

function stored(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem(STORAGE.lastLoginData.key) as string).d;
}

beforeEach(async () => {
  restoreWebCrypto();
  await resetBrowserStores();
});

describe('last login data', () => {
  it('comes back as saved', async () => {
    await saveLastLogin(data);
    expect(await readLastLogin()).toEqual(data);
  });

  it('keeps the three account lists encrypted in local storage', async () => {
    await saveLastLogin(data);
    const raw = localStorage.getItem(STORAGE.lastLoginData.key) as string;
    for (const account of ['110101199003074514', '13800000001', 'F0001234567', 'T0009876543']) {
      expect(raw).not.toContain(account);
    }
    expect(stored().personAccountList).toEqual({ iv: expect.any(String), ct: expect.any(String) });
    expect(stored()).toMatchObject({ loginType: 'organization', orgAccountType: '0', saveAccountFlag: true });
  });

  it('reads a tampered or moved list as empty and keeps the rest', async () => {
    await saveLastLogin(data);
    const value = stored();
    const tampered = { ...value, personAccountList: value.orgFundAccountList };
    localStorage.setItem(STORAGE.lastLoginData.key, JSON.stringify({ v: 1, d: tampered }));
    const read = await readLastLogin();
    expect(read.personAccountList).toEqual([]);
    expect(read.orgFundAccountList).toEqual(['F0001234567']);
  });

  it('reads lists sealed by another browser profile (key gone) as empty', async () => {
    await saveLastLogin(data);
    const raw = localStorage.getItem(STORAGE.lastLoginData.key) as string;
    await resetBrowserStores();
    localStorage.setItem(STORAGE.lastLoginData.key, raw);
    expect(await readLastLogin()).toEqual({
      ...data,
      personAccountList: [],
      orgFundAccountList: [],
      orgTradeAccountList: [],
    });
  });

  it('falls back to the defaults for a foreign or old value', async () => {
    localStorage.setItem(
      STORAGE.lastLoginData.key,
      JSON.stringify({ loginType: 'account', personAccountList: ['x'] }),
    );
    expect(await readLastLogin()).toEqual(EMPTY_LAST_LOGIN);
    expect(localStorage.getItem(STORAGE.lastLoginData.key)).toBeNull();
  });

  it('does not remember accounts at all without WebCrypto, never in clear', async () => {
    removeWebCrypto();
    await saveLastLogin(data);
    expect(localStorage.getItem(STORAGE.lastLoginData.key)).not.toContain('110101199003074514');
    expect(await readLastLogin()).toEqual({
      ...data,
      personAccountList: [],
      orgFundAccountList: [],
      orgTradeAccountList: [],
    });
  });
});

describe('remembered accounts', () => {
  it('puts the latest account first, once, and keeps at most five', async () => {
    for (const account of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'])
      await rememberAccount('personAccountList', account);
    await rememberAccount('personAccountList', 'a3');
    const { personAccountList } = await readLastLogin();
    expect(personAccountList).toEqual(['a3', 'a6', 'a5', 'a4', 'a2']);
    expect(personAccountList).toHaveLength(MAX_REMEMBERED_ACCOUNTS);
  });

  it('deletes one suggestion', async () => {
    await rememberAccount('orgTradeAccountList', 't1');
    await rememberAccount('orgTradeAccountList', 't2');
    await forgetAccount('orgTradeAccountList', 't2');
    expect((await readLastLogin()).orgTradeAccountList).toEqual(['t1']);
  });
});

describe('last account', () => {
  it('is kept sealed and read back', async () => {
    expect(await saveLastAccount('13800000001')).toBe(true);
    expect(localStorage.getItem(STORAGE.account.key)).not.toContain('13800000001');
    expect(await readLastAccount()).toBe('13800000001');
  });

  it('is not kept without WebCrypto', async () => {
    removeWebCrypto();
    expect(await saveLastAccount('13800000001')).toBe(false);
    expect(await readLastAccount()).toBeUndefined();
  });
});
