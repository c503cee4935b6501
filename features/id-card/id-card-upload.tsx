import { useCallback } from 'react';

import { outcomeOf } from '@/api/core/outcome';
import { useRecognizeIdCardMutation } from '@/api/ocr/endpoints';

import { IdCardUploadView, type IdCardUploadViewProps } from './id-card-upload-view';
import type { RecognizeOutcome, RecognizeRequest } from './types';

export type IdCardUploadProps = Omit<IdCardUploadViewProps, 'recognize'>;

/** The ID-card upload of the screens: each side recognised by POST /v1/auth/ocr, quietly (it shows every outcome). */
export function IdCardUpload(props: IdCardUploadProps) {
  const [recognizeIdCard] = useRecognizeIdCardMutation();
  const recognize = useCallback(
    async ({ file, side, scene, encryptId }: RecognizeRequest): Promise<RecognizeOutcome> =>
      outcomeOf(
        await recognizeIdCard({ file, fileName: file.name, type: side, scene, encryptId, silent: true }),
      ),
    [recognizeIdCard],
  );
  return <IdCardUploadView {...props} recognize={recognize} />;
}
