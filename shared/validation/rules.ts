import {
  ADDRESS_MAX_LENGTH,
  ADDRESS_MIN_CHINESE_CHARS,
  ADDRESS_MIN_LENGTH,
  PHOTO_EXTENSIONS,
  PHOTO_MAX_BYTES,
} from '@/shared/config/constants';

import { MESSAGES, type PhotoSide, photoFormatMessage, photoSizeMessage } from './messages';
import { PATTERNS } from './patterns';

/** Names keep letters, digits and Chinese only (spaces too are dropped); the length rule is separate. */
export function sanitizeName(value: string): string {
  return value.replace(PATTERNS.nameStrip, '');
}

/** A name with anything but Chinese characters needs the investor's confirmation. */
export function hasNonChineseChars(name: string): boolean {
  return PATTERNS.nonChinese.test(name);
}

export function countChineseChars(text: string): number {
  return text.match(PATTERNS.chineseChar)?.length ?? 0;
}

/** Search suggestions need a letter, digit or Chinese character. */
export function hasSearchableText(text: string | null | undefined): boolean {
  return PATTERNS.searchable.test(text ?? '');
}

/** Search matches name or code case-insensitively: both sides are upper-cased. */
export function matchesSearch(text: string, item: { code: string; name: string }): boolean {
  const needle = text.trim().toUpperCase();
  if (!hasSearchableText(needle)) return false;
  return item.code.toUpperCase().includes(needle) || item.name.toUpperCase().includes(needle);
}

/** local@domain.tld, checked piece by piece (one regular expression for all of it backtracks badly). */
export function isEmail(value: string): boolean {
  const parts = value.split('@');
  if (parts.length !== 2 || value.length > 254) return false;
  const labels = parts[1].split('.');
  return (
    PATTERNS.emailLocal.test(parts[0]) &&
    labels.length >= 2 &&
    labels.every(
      (label) => PATTERNS.domainLabel.test(label) && !label.startsWith('-') && !label.endsWith('-'),
    ) &&
    PATTERNS.topLevelDomain.test(labels[labels.length - 1])
  );
}

export function isLoginPassword(value: string): boolean {
  return PATTERNS.loginPassword.test(value);
}

/** Six equal digits, or six digits each one more (or each one less) than the one before. */
export function isTooSimpleSixDigits(value: string): boolean {
  if (!PATTERNS.sixDigits.test(value)) return false;
  const steps = new Set<number>();
  for (let i = 1; i < value.length; i++) steps.add(Number(value[i]) - Number(value[i - 1]));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]);
}

export function isAddressLengthValid(value: string): boolean {
  return value.length >= ADDRESS_MIN_LENGTH && value.length <= ADDRESS_MAX_LENGTH;
}

/** At least eight Chinese characters, ending with a specific floor, room or door number. */
export function isDetailedAddress(value: string): boolean {
  const text = value.trim();
  return countChineseChars(text) >= ADDRESS_MIN_CHINESE_CHARS && PATTERNS.addressEnd.test(text);
}

/** A whitespace-only value counts as empty (trade password, every trimmed field). */
export function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

export interface PhotoFile {
  name: string;
  size: number;
}

/** The message for a chosen ID photo, or undefined when it is fine: png, jpg, jpeg, bmp; at most 10 MB. */
export function idPhotoError(file: PhotoFile, side: PhotoSide): string | undefined {
  const dot = file.name.lastIndexOf('.');
  const ext = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!(PHOTO_EXTENSIONS as readonly string[]).includes(ext)) return photoFormatMessage(side);
  return file.size > PHOTO_MAX_BYTES ? photoSizeMessage(side) : undefined;
}

/** The message for a missing side before recognition, or undefined when both are there. */
export function missingPhotoError(portrait: unknown, emblem: unknown): string | undefined {
  if (!portrait) return MESSAGES.photoMissingPortrait;
  return emblem ? undefined : MESSAGES.photoMissingEmblem;
}
