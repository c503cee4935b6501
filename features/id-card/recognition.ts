import type { OcrData } from '@/api/ocr/contract';
import { LONG_TERM_DATE } from '@/shared/config/constants';
import { SECOND_GENERATION_BACK } from '@/shared/enums/certificate';
import { shanghaiYyyyMmDd } from '@/shared/time';

import type { IdentityValue, RecognizeOutcome } from './types';

/** The back office's label for the back of a second-generation ID card. */
/** Spec §8: the recognition call answers 400004 for an expired emblem, 400003 for an unreadable picture. */
export const STATE_EMBLEM_EXPIRED = 400004;
export const STATE_UNRECOGNISED = 400003;

/** The scene of each owner's recognition call (spec §7: self; legal person; agent with encryptId). */
export const OWNER_SCENE = { '0': 'self', '1': 'legalPerson', '2': 'agent' } as const;

export type Verdict =
  | { kind: 'ok'; identity: Omit<IdentityValue, 'cardFile'> }
  | { kind: 'expired' }
  | { kind: 'failed' }
  /** A refusal that must stay silent (403000): nothing is shown. */
  | { kind: 'silent' }
  | { kind: 'error'; state?: number; message?: string };

export function splitValidity(validity: string | undefined): { beginDate: string; endDate: string } {
  const [begin = '', end = ''] = (validity ?? '').split('-').map((part) => part.trim());
  return { beginDate: begin, endDate: end };
}

/** An end date before today (in Shanghai) is expired; 长期 never is. */
export function isExpired(endDate: string, today = shanghaiYyyyMmDd()): boolean {
  return /^\d{8}$/.test(endDate) && endDate !== LONG_TERM_DATE && endDate < today;
}

/**
 * Spec §4: success only when the back is a second-generation ID card back and the front has an ID number.
 * An expired emblem wins over everything (it has its own dialog); any other refusal is a failed recognition.
 */
export function judgeRecognition(
  portrait: RecognizeOutcome,
  emblem: RecognizeOutcome,
  today?: string,
): Verdict {
  if (!emblem.ok && emblem.state === STATE_EMBLEM_EXPIRED) return { kind: 'expired' };
  if ((!portrait.ok && portrait.silent) || (!emblem.ok && emblem.silent)) return { kind: 'silent' };
  for (const outcome of [portrait, emblem]) {
    if (!outcome.ok && outcome.state !== undefined && outcome.state !== STATE_UNRECOGNISED)
      return { kind: 'error', state: outcome.state, message: outcome.message };
  }
  if (!portrait.ok || !emblem.ok) return { kind: 'failed' };
  const front: OcrData = portrait.value;
  const back: OcrData = emblem.value;
  if (back.label !== SECOND_GENERATION_BACK || !front.idNumber) return { kind: 'failed' };
  const { beginDate, endDate } = splitValidity(back.validity);
  if (isExpired(endDate, today)) return { kind: 'expired' };
  return {
    kind: 'ok',
    identity: {
      cardName: front.name ?? '',
      sex: front.sex ?? '',
      cardId: front.idNumber.toUpperCase(),
      birthday: front.birthday ?? '',
      beginDate,
      endDate,
      ocrToken: front.token,
      emblemToken: back.token,
    },
  };
}

/**
 * Whether asking again can help: the portal's own failures (timeout, network: negative states) and the
 * back office's 5xx-class states say nothing about the picture; a refusal of the picture itself does.
 */
export function worthRetrying(state: number | undefined): boolean {
  return state !== undefined && (state < 0 || state >= 500000);
}
