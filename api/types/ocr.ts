/**
 * POST /v1/auth/ocr: multipart/form-data with the fields type, scene (and encryptId) appended BEFORE the
 * file part; png, jpg, jpeg or bmp by content, at most 10485760 bytes. Needs a session.
 * 400003 unrecognisable, 400004 expired emblem.
 */

/** '0' emblem (国徽面), '1' portrait (人像面). */
export type OcrSide = '0' | '1';

export interface OcrFields {
  type: OcrSide;
  scene: string;
  encryptId?: string;
}

export interface OcrResult {
  type: OcrSide;
  name?: string;
  idNumber?: string;
  /** yyyyMMdd */
  birthday?: string;
  /** '1' man, '2' woman */
  sex?: '1' | '2';
  /** 'yyyyMMdd-yyyyMMdd'; a long-term card ends 99991231. */
  validity?: string;
  /** Emblem only: '第二代身份证背面' when it is a second-generation card back. */
  label?: string;
  /** Recognition token for POST /v1/auth/ocr/check. */
  token: string;
}

/** POST /v1/auth/ocr/check */
export interface OcrCheckRequest {
  portraitToken: string;
  emblemToken: string;
  name: string;
}

export interface OcrCheckResult {
  passed: boolean;
}
