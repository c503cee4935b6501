import { useCallback } from 'react';

import { outcomeOf } from '@/api/core/outcome';
import { useCheckOcrMutation } from '@/api/ocr/endpoints';
import { useCheckIdCardMutation, type ChangeKind } from '@/api/user/endpoints-centre';
import type { IdentityValue } from '@/features/id-card';
import { MESSAGES } from '@/shared/validation';

/**
 * The validity checks the spec names, before an ID card goes for review: POST /v1/auth/ocr/check (both photos
 * recognised in this session, the name the portrait's) and, for the investor's own card, POST
 * /v1/user/idCard/check (the number is the one the account was opened with). Answers the failure to show, or null.
 */
export function useDocumentChecks(): (kind: ChangeKind, identity: IdentityValue) => Promise<string | null> {
  const [checkOcr] = useCheckOcrMutation();
  const [checkIdCard] = useCheckIdCardMutation();
  return useCallback(
    async (kind, identity) => {
      const portraitToken = identity.ocrToken;
      const name = identity.cardName.trim();
      const ocr = outcomeOf(
        await checkOcr({ portraitToken, emblemToken: identity.emblemToken, name, silent: true }),
      );
      if (!ocr.ok) return ocr.message ?? MESSAGES.recognitionFailed;
      if (!ocr.value.passed) return MESSAGES.recognitionFailed;
      if (kind !== 'idCard') return null;
      const own = outcomeOf(await checkIdCard({ portraitToken, silent: true }));
      if (!own.ok) return own.message ?? MESSAGES.idNumberNotOwn;
      return own.value ? null : MESSAGES.idNumberNotOwn;
    },
    [checkOcr, checkIdCard],
  );
}
