import { readEntry, writeEntry } from './entry';
import { STORAGE, type StoredLoginType, type StoredOrgAccountType } from './registry';

export function readTokenTime(): number | undefined {
  return readEntry(STORAGE.tokenTime);
}

export function writeTokenTime(time: number = Date.now()): void {
  writeEntry(STORAGE.tokenTime, Math.floor(time));
}

export function readLastLoginType(): StoredLoginType | undefined {
  return readEntry(STORAGE.lastLoginType);
}

export function writeLastLoginType(type: StoredLoginType): void {
  writeEntry(STORAGE.lastLoginType, type);
}

export function readOrgAccountType(): StoredOrgAccountType | undefined {
  return readEntry(STORAGE.orgAccountType);
}

export function writeOrgAccountType(type: StoredOrgAccountType): void {
  writeEntry(STORAGE.orgAccountType, type);
}

/** @internal */
export function readPromptCount(promptId: string): number {
  return readEntry(STORAGE.promptData)?.[promptId] ?? 0;
}

/** @internal Counts one more showing of a prompt; returns the new count. */
export function incrementPromptCount(promptId: string): number {
  const all = readEntry(STORAGE.promptData) ?? {};
  const next = (all[promptId] ?? 0) + 1;
  writeEntry(STORAGE.promptData, { ...all, [promptId]: next });
  return next;
}

export function readElderMode(): boolean {
  return readEntry(STORAGE.elderMode) === true;
}

export function writeElderMode(on: boolean): void {
  writeEntry(STORAGE.elderMode, on);
}
