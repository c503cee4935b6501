/**
 * ID-card recognition. POST /v1/auth/ocr is multipart/form-data, which no JSON schema can validate: the
 * text fields (OcrFields, sent BEFORE the file part) are declared here, the file part cannot be. It is
 * named `file`, holds one png, jpg, jpeg or bmp (judged by content) of at most 10485760 bytes, and the
 * back office checks it in server code. 400003 unrecognisable, 400004 expired emblem.
 */
import { Type, type Static } from '@sinclair/typebox';

import { Day, Enum, object, str, Token } from '../core/contract';

/** '0' emblem (国徽面), '1' portrait (人像面). */
export const OcrSide = Enum(['0', '1']);
export type OcrSide = Static<typeof OcrSide>;

/** 身份证识别 POST /v1/auth/ocr: the multipart text fields (each at most 256 bytes). */
export const OcrFields = object({
  type: OcrSide,
  /** self, legalPerson or agent (spec §7). */
  scene: str(32, { pattern: '^[A-Za-z0-9_-]+$' }),
  encryptId: Type.Optional(str(128, { pattern: '^[A-Za-z0-9_=+/-]+$' })),
});
export type OcrFields = Static<typeof OcrFields>;

/** 身份证识别 POST /v1/auth/ocr: the portrait gives name, number, birthday, sex; the emblem validity, label. */
export const OcrData = object({
  type: OcrSide,
  name: Type.Optional(Type.String()),
  idNumber: Type.Optional(Type.String()),
  /** yyyyMMdd */
  birthday: Type.Optional(Day),
  /** '1' man, '2' woman */
  sex: Type.Optional(Enum(['1', '2'], { type: 'string' })),
  /** 'yyyyMMdd-yyyyMMdd'; a long-term card ends 99991231. */
  validity: Type.Optional(Type.String({ pattern: '^[0-9]{8}-[0-9]{8}$' })),
  /** Emblem only: '第二代身份证背面' when it is a second-generation card back. */
  label: Type.Optional(Type.String()),
  /** Recognition token for POST /v1/auth/ocr/check. */
  token: Token,
});
export type OcrData = Static<typeof OcrData>;

/** 身份证识别结果校验 POST /v1/auth/ocr/check */
export const OcrCheckBody = object({ portraitToken: Token, emblemToken: Token, name: str(50) });
export type OcrCheckBody = Static<typeof OcrCheckBody>;
/** 身份证识别结果校验 POST /v1/auth/ocr/check */
export const OcrCheckData = object({ passed: Type.Boolean() });
export type OcrCheckData = Static<typeof OcrCheckData>;
