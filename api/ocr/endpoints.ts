import { api } from '@/api/core/base-api';
import { jsonEndpoint, splitQuietness, type Call } from '@/api/core/call';

import type { OcrCheckBody, OcrCheckData, OcrData, OcrFields } from './contract';

/** @internal The `scene` of each recognition call of spec §7: self, legal person (front, verso), agent (+ encryptId). */
export const OCR_SCENE = {
  self: 'self',
  legalPerson: 'legalPerson',
  agent: 'agent',
} as const;

export interface RecognizeIdCardArgs extends OcrFields {
  file: Blob;
  /** File name sent with the part; the back office judges the type by content anyway. */
  fileName?: string;
}

/** The fields go before the file part: the back office reads them while the file still streams. */
export function ocrFormData({ file, fileName, type, scene, encryptId }: RecognizeIdCardArgs): FormData {
  const form = new FormData();
  form.append('type', type);
  form.append('scene', scene);
  if (encryptId) form.append('encryptId', encryptId);
  form.append('file', file, fileName ?? (file instanceof File ? file.name : 'id-card.jpg'));
  return form;
}

export const ocrApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 身份证识别 POST /v1/auth/ocr — multipart; also the legal-person and agent recognitions (scene). */
    recognizeIdCard: build.mutation<OcrData, Call<RecognizeIdCardArgs>>({
      query: (arg) => {
        const { rest, quiet } = splitQuietness(arg);
        return { url: '/v1/auth/ocr', method: 'POST', body: ocrFormData(rest), ...quiet };
      },
    }),
    /** 身份证识别结果校验 POST /v1/auth/ocr/check */
    checkOcr: build.mutation<OcrCheckData, Call<OcrCheckBody>>(jsonEndpoint('POST', '/v1/auth/ocr/check')),
  }),
});

export const { useRecognizeIdCardMutation, useCheckOcrMutation } = ocrApi;
