import { api } from '@/api/core/base-api';
import { getEndpoint, type Call } from '@/api/core/call';

import type { EvidenceData, EvidenceQuery } from './contract-evidence';

/** 我的签署记录: the evidence chain; its PDF is a plain link (EVIDENCE_PDF_URL). */
export const evidenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 我的签署记录 GET /v1/agreement/evidence */
    fetchEvidence: build.query<EvidenceData, Call<EvidenceQuery> | void>(
      getEndpoint('/v1/agreement/evidence', { providesTags: ['Signatures', 'Orders'] }),
    ),
  }),
});

/** 下载签署记录 GET /v1/agreement/evidence/pdf: a download the browser makes itself (the session cookie goes with it). */
export const EVIDENCE_PDF_URL = '/v1/agreement/evidence/pdf';

export const { useFetchEvidenceQuery } = evidenceApi;
