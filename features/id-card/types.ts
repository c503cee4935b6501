import type { Outcome } from '@/api/core/outcome';
import type { OcrData, OcrSide } from '@/api/ocr/contract';
import type { IdentityOwnerType } from '@/shared/enums';

/** One side's recognition (POST /v1/auth/ocr, spec §3). */
export type RecognizeOutcome = Outcome<OcrData>;

export interface RecognizeRequest {
  file: File;
  /** '0' emblem (国徽面), '1' portrait (人像面). */
  side: OcrSide;
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
