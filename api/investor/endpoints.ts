import { api } from '@/api/core/base-api';
import { getCall, getEndpoint, splitQuietness, type Call } from '@/api/core/call';

import type { ApplyRecord, CertificationKind, QualifiedVerifyData, QualifiedVerifyQuery } from './contract';

/** Both proofs of a level: the assets proof and the investment-experience proof, each with its files. */
export interface UploadProofsArgs {
  proofs: ReadonlyArray<{ kind: CertificationKind; files: readonly File[] }>;
  /** The investor ticked that they read and sign the level's commitment letter (承诺函). */
  commitment: boolean;
}

/**
 * Each kind goes before its files: the back office reads it while the files still stream; `commitment` '1'
 * first when the letter is signed.
 */
export function proofsFormData({ proofs, commitment }: UploadProofsArgs): FormData {
  const form = new FormData();
  if (commitment) form.append('commitment', '1');
  for (const { kind, files } of proofs) {
    form.append('kind', kind);
    for (const file of files) form.append('file', file, file.name);
  }
  return form;
}

/** Certification state belongs to the user (GET /v1/auth/user carries it): the calls share the User tag. */
export const investorApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 认证状态 GET /v1/investor/qualified/verify */
    fetchCertification: build.query<QualifiedVerifyData, Call<QualifiedVerifyQuery>>(
      getEndpoint('/v1/investor/qualified/verify', { providesTags: ['User'] }),
    ),
    /** 认证记录 GET /v1/investor/apply/{id} */
    fetchApplyRecord: build.query<ApplyRecord, Call<{ id: string }>>({
      query: (arg) => {
        const { rest, quiet } = splitQuietness(arg);
        return getCall(`/v1/investor/apply/${encodeURIComponent(rest.id)}`, quiet);
      },
      providesTags: ['User'],
    }),
    /** 上传认证材料 POST /v1/investor/qualified/upload — multipart */
    uploadProofs: build.mutation<ApplyRecord, Call<UploadProofsArgs>>({
      query: (arg) => {
        const { rest, quiet } = splitQuietness(arg);
        return { url: '/v1/investor/qualified/upload', method: 'POST', body: proofsFormData(rest), ...quiet };
      },
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useFetchCertificationQuery, useFetchApplyRecordQuery, useUploadProofsMutation } = investorApi;
