import { DIALOG_MEMORY_MS } from '@/shared/config/constants';

import { readEntry, writeEntry } from './entry';
import { STORAGE, type StoredLoginType, type StoredOrgAccountType } from './registry';

export function readTokenTime(): number | undefined {
  return readEntry(STORAGE.tokenTime);
}

export function writeTokenTime(time: number = Date.now()): void {
  writeEntry(STORAGE.tokenTime, Math.floor(time));
}

/** True while a dismissed dialog is remembered (24 hours; a time in the future does not count). */
export function isDialogRemembered(dialogId: string, now: number = Date.now()): boolean {
  const at = readEntry(STORAGE.dialog)?.[dialogId];
  return at !== undefined && at <= now && now - at < DIALOG_MEMORY_MS;
}

export function rememberDialog(dialogId: string, now: number = Date.now()): void {
  const all = readEntry(STORAGE.dialog) ?? {};
  // Expired entries are dropped on the way so the record does not grow forever.
  const kept = Object.fromEntries(Object.entries(all).filter(([, at]) => now - at < DIALOG_MEMORY_MS));
  writeEntry(STORAGE.dialog, { ...kept, [dialogId]: Math.floor(now) });
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
