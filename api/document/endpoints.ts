import { api } from '@/api/core/base-api';
import { getEndpoint, splitQuietness, type Call } from '@/api/core/call';

import type { DocumentRequest, DocumentRequestsData } from './contract';

/** The files of one request, each a part named `file`. */
export function documentsFormData(files: readonly File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return form;
}

/** The upload path's calls: documents ops asked for belong to the user centre's data. */
export const documentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 待上传资料 GET /v1/document/requests */
    fetchDocumentRequests: build.query<DocumentRequestsData, Call<object> | void>(
      getEndpoint('/v1/document/requests', { providesTags: ['UserCentre'] }),
    ),
    /** 上传资料 POST /v1/document/requests/{id}/files — multipart */
    uploadDocuments: build.mutation<DocumentRequest, Call<{ id: string; files: readonly File[] }>>({
      query: (arg) => {
        const { rest, quiet } = splitQuietness(arg);
        return {
          url: `/v1/document/requests/${encodeURIComponent(rest.id)}/files`,
          method: 'POST',
          body: documentsFormData(rest.files),
          ...quiet,
        };
      },
      invalidatesTags: ['UserCentre'],
    }),
  }),
});

export const { useFetchDocumentRequestsQuery, useUploadDocumentsMutation } = documentApi;
