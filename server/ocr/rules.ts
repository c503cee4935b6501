import type { OcrData, OcrSide } from '@/api/ocr/contract';
import { SECOND_GENERATION_BACK } from '@/shared/enums/certificate';
import { HOUR, MINUTE } from '@/shared/time';

import type { AccountRow } from '../auth/store';
import type { RateLimit } from '../core/http/rate-limit';

const OTHER_BACK = '非第二代身份证背面';
/** The demo's expired emblem: any emblem photo exactly this many pixels wide. */
const EXPIRED_EMBLEM_WIDTH = 999;
const MIN_WIDTH = 200;
const MIN_HEIGHT = 120;
/** Both photos' tokens must be under 30 minutes old for POST /v1/auth/ocr/check. */
export const OCR_TOKEN_MS = 30 * MINUTE;
/**
 * Recognitions per account in any hour, whatever the address (issue 39, low): a person retakes a photo a few
 * times; a script that feeds pictures through the recognition (a paid service in production) stops here.
 */
export const OCR_PER_ACCOUNT: RateLimit = { name: 'ocr-per-account', limit: 40, windowMs: HOUR };
export const OCR_BUSY = '识别次数过多，请一小时后再试';

export type Recognition =
  { refused: 'unreadable' | 'expired' } | { result: Omit<OcrData, 'token'>; usable: boolean };

function identity(account: AccountRow) {
  // An organisation's photos are its agent's ID card.
  const idNumber = account.kind === '0' ? (account.agent_id_no ?? '') : account.id_no;
  const name = account.kind === '0' ? (account.agent_name ?? '') : account.name;
  return {
    name,
    idNumber,
    birthday: idNumber.slice(6, 14),
    sex: (Number(idNumber[16]) % 2 === 1 ? '1' : '2') as OcrData['sex'],
    validity: `${account.id_valid_from ?? '20200101'}-${account.id_valid_to ?? '99991231'}`,
  };
}

/**
 * The demo OCR vendor. Deterministic rules on the image's pixel size (server/README.md): too small is
 * unreadable (400003); an emblem 999 px wide is expired (400004); a photo taller than wide is a card
 * that is not recognised as a second-generation back (emblem) or whose number cannot be read (portrait).
 */
export function recognition(
  account: AccountRow,
  side: OcrSide,
  size: { width: number; height: number } | null,
): Recognition {
  if (!size || size.width < MIN_WIDTH || size.height < MIN_HEIGHT) return { refused: 'unreadable' };
  if (side === '0' && size.width === EXPIRED_EMBLEM_WIDTH) return { refused: 'expired' };
  const person = identity(account);
  const upright = size.height > size.width;
  if (side === '0') {
    const label = upright ? OTHER_BACK : SECOND_GENERATION_BACK;
    return { result: { type: side, validity: person.validity, label }, usable: !upright };
  }
  if (upright) return { result: { type: side, name: person.name }, usable: false };
  const { name, idNumber, birthday, sex } = person;
  return { result: { type: side, name, idNumber, birthday, sex }, usable: !!idNumber };
}

/** The check passes when both tokens are usable and the portrait's name is the name typed. */
export function ocrCheckPassed(
  portrait: { usable: number; name: string | null; id_number: string | null } | undefined,
  emblem: { usable: number } | undefined,
  name: string,
): boolean {
  return !!portrait?.usable && !!emblem?.usable && portrait.name === name.trim() && !!portrait.id_number;
}
