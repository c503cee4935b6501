import { type OcrResult, type OcrSide } from '@/api/types';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

import type { AccountRow } from '../auth/accounts';
import type { Context } from '../context';
import { hashToken, randomToken } from '../crypto/random';
import { BusinessError } from '../http/envelope';
import { imageSize, type ImageKind } from './sniff';

export const SECOND_GENERATION_BACK = '第二代身份证背面';
export const OTHER_BACK = '非第二代身份证背面';
/** The demo's expired emblem: any emblem photo exactly this many pixels wide. */
export const EXPIRED_EMBLEM_WIDTH = 999;
export const MIN_WIDTH = 200;
export const MIN_HEIGHT = 120;

function identity(account: AccountRow) {
  // An organisation's photos are its agent's ID card.
  const idNumber = account.kind === '0' ? (account.agent_id_no ?? '') : account.id_no;
  const name = account.kind === '0' ? (account.agent_name ?? '') : account.name;
  return {
    name,
    idNumber,
    birthday: idNumber.slice(6, 14),
    sex: (Number(idNumber[16]) % 2 === 1 ? '1' : '2') as '1' | '2',
    validity: `${account.id_valid_from ?? '20200101'}-${account.id_valid_to ?? '99991231'}`,
  };
}

/**
 * The demo OCR vendor. Deterministic rules on the image's pixel size (server/README.md): too small is
 * unrecognisable (400003); an emblem 999 px wide is expired (400004); a photo taller than wide is a card
 * that is not recognised as a second-generation back (emblem) or whose number cannot be read (portrait).
 */
export function recognise(
  ctx: Context,
  account: AccountRow,
  side: OcrSide,
  kind: ImageKind,
  bytes: Buffer,
): OcrResult {
  const size = imageSize(kind, bytes);
  if (!size || size.width < MIN_WIDTH || size.height < MIN_HEIGHT) {
    throw new BusinessError(RESPONSE_STATE.OCR_ERROR, '证件照片无法识别，请上传清晰的身份证照片');
  }
  if (side === '0' && size.width === EXPIRED_EMBLEM_WIDTH) {
    throw new BusinessError(RESPONSE_STATE.BANK_ACCOUNT_ERROR, '国徽面照片证件有效期已过期');
  }
  const person = identity(account);
  const portraitOrientation = size.height > size.width;
  const token = randomToken();
  const result: OcrResult =
    side === '0'
      ? {
          type: side,
          validity: person.validity,
          label: portraitOrientation ? OTHER_BACK : SECOND_GENERATION_BACK,
          token,
        }
      : portraitOrientation
        ? { type: side, name: person.name, token }
        : {
            type: side,
            name: person.name,
            idNumber: person.idNumber,
            birthday: person.birthday,
            sex: person.sex,
            token,
          };
  const usable = side === '0' ? result.label === SECOND_GENERATION_BACK : !!result.idNumber;
  ctx.db.tx(() =>
    ctx.db.run(
      'INSERT INTO ocr_tokens (token_hash, account_id, side, name, id_number, usable, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [
        hashToken(token),
        account.id,
        side,
        result.name ?? null,
        result.idNumber ?? null,
        usable ? 1 : 0,
        ctx.clock.now(),
      ],
    ),
  );
  return result;
}
