import '../support/web-platform';

import {
  STORAGE,
  incrementPromptCount,
  readEntry,
  readLastLoginType,
  readPromptCount,
  readTokenTime,
  writeLastLoginType,
  writeTokenTime,
} from '@/shared/storage';
import { writeEntry } from '@/shared/storage/entry';

beforeEach(() => localStorage.clear());

describe('the versioned registry', () => {
  it('stores values as versioned JSON under the registry key', () => {
    writeTokenTime(1700000000000);
    expect(JSON.parse(localStorage.getItem(STORAGE.tokenTime.key) as string)).toEqual({
      v: 1,
      d: 1700000000000,
    });
    expect(readTokenTime()).toBe(1700000000000);
  });

  it.each([
    ['not JSON', '{"v":1,"d":'],
    ['a foreign bare value', '"account"'],
    ['an old version', JSON.stringify({ v: 0, d: 'account' })],
    ['a value of the wrong type', JSON.stringify({ v: 1, d: 'mobile' })],
    ['JSON null', 'null'],
  ])('ignores and removes %s instead of throwing', (_, raw) => {
    localStorage.setItem(STORAGE.lastLoginType.key, raw);
    expect(readLastLoginType()).toBeUndefined();
    expect(localStorage.getItem(STORAGE.lastLoginType.key)).toBeNull();
    writeLastLoginType('organization');
    expect(readLastLoginType()).toBe('organization');
  });

  it('behaves as empty when storage itself throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readEntry(STORAGE.dialog)).toBeUndefined();
    expect(writeEntry(STORAGE.dialog, {})).toBe(false);
  });

  it('has one key per spec item and the 长辈模式 display preference (issue 19), none holding a session token', () => {
    const keys = Object.values(STORAGE).map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.map((key) => key.replace('gzzg.', '')).sort()).toEqual(
      [
        'account',
        'dialog',
        'elderMode',
        'lastLoginData',
        'lastLoginType',
        'orgAccountType',
        'promptData',
        'tokenTime',
      ].sort(),
    );
  });
});

describe('prompt data', () => {
  it('counts how often each prompt was shown', () => {
    expect(readPromptCount('risk')).toBe(0);
    incrementPromptCount('risk');
    expect(incrementPromptCount('risk')).toBe(2);
    expect(readPromptCount('risk')).toBe(2);
    expect(readPromptCount('other')).toBe(0);
  });
});
