import type { OcrData, OcrSide } from '@/api/ocr/contract';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

import type { AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { hashToken, randomToken } from '../core/crypto/random';
import { BusinessError } from '../core/http/envelope';
import { recognition } from './rules';
import { imageSize, type ImageKind } from './sniff';
import { insertOcrToken } from './store';

/** Recognises an uploaded photo (rules.ts) and keeps a token for the later check. */
export function recognise(
  ctx: Context,
  account: AccountRow,
  side: OcrSide,
  kind: ImageKind,
  bytes: Buffer,
): OcrData {
  const outcome = recognition(account, side, imageSize(kind, bytes));
  if ('refused' in outcome) {
    throw outcome.refused === 'unreadable'
      ? new BusinessError(RESPONSE_STATE.OCR_ERROR, '证件照片无法识别，请上传清晰的身份证照片')
      : new BusinessError(RESPONSE_STATE.BANK_ACCOUNT_ERROR, '国徽面照片证件有效期已过期');
  }
  const token = randomToken();
  const result: OcrData = { ...outcome.result, token };
  insertOcrToken(ctx, {
    tokenHash: hashToken(token),
    accountId: account.id,
    side,
    name: result.name ?? null,
    idNumber: result.idNumber ?? null,
    usable: outcome.usable,
    now: ctx.clock.now(),
  });
  return result;
}
