/** POST /v1/auth/ocr (multipart) and /v1/auth/ocr/check: see api/ocr/contract.ts. */
export type {
  OcrCheckBody as OcrCheckRequest,
  OcrCheckData as OcrCheckResult,
  OcrData as OcrResult,
  OcrFields,
  OcrSide,
} from '../ocr/contract';
