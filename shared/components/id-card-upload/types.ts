import type { IdCardSide, IdentityOwnerType } from '@/shared/enums';

/** What the recognition call answers for one side (POST /v1/auth/ocr, spec §3). */
export interface OcrAnswer {
  type: IdCardSide;
  name?: string;
  idNumber?: string;
  /** yyyyMMdd */
  birthday?: string;
  /** '1' man, '2' woman */
  sex?: string;
  /** 'yyyyMMdd-yyyyMMdd'; a long-term card ends 99991231. */
  validity?: string;
  /** Emblem side: '第二代身份证背面' when it is a second-generation card back. */
  label?: string;
  token: string;
}

export type RecognizeOutcome =
  { ok: true; result: OcrAnswer } | { ok: false; state?: number; message?: string };

export interface RecognizeRequest {
  file: File;
  /** '0' emblem (国徽面), '1' portrait (人像面). */
  side: IdCardSide;
  scene: string;
  encryptId?: string;
}

/** The identity form filled from the two recognitions (spec §3); dates stay yyyyMMdd as the back office sends them. */
export interface IdentityValue {
  cardName: string;
  sex: string;
  cardId: string;
  birthday: string;
  beginDate: string;
  endDate: string;
  cardFile: { portrait: File; emblem: File };
  /** The portrait's recognition token (what /v1/auth/ocr/check wants with the emblem's). */
  ocrToken: string;
  emblemToken: string;
}

export type IdentityOwner = IdentityOwnerType;
