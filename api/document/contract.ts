/**
 * The upload path (upload.html): documents ops asked a signed-in investor for. GET /v1/document/requests
 * lists the investor's requests, newest first; POST /v1/document/requests/:id/files is multipart/form-data,
 * 1–5 parts named `file` (by kind: idCard two or more photos, certificate photos or PDFs, judged by content,
 * at most 10485760 bytes each; shared/validation/document-request.ts), checked in server code. 402004 a file
 * refused, 402005 too many files.
 */
import { Type, type Static } from '@sinclair/typebox';

import { DOCUMENT_KINDS } from '@/shared/validation/document-request';

import { EmptyQuery, Nullable, object, str, StringEnum } from '../core/contract';

export const DocumentKind = StringEnum(DOCUMENT_KINDS);
/** open: waiting for the investor's files; submitted: files received, ops review them. */
export const DocumentRequestState = StringEnum(['open', 'submitted']);
export type DocumentRequestState = Static<typeof DocumentRequestState>;

export const DocumentRequestId = str(20, { pattern: '^D[0-9]{1,19}$' });
export const DocumentRequestParams = object({ id: DocumentRequestId });
export type DocumentRequestParams = Static<typeof DocumentRequestParams>;

export const DocumentRequest = object({
  id: DocumentRequestId,
  kind: DocumentKind,
  /** Ops' words to the investor: why and what exactly. */
  note: str(200),
  /** yyyy-MM-dd HH:mm, Asia/Shanghai. */
  requestedAt: Type.String(),
  state: DocumentRequestState,
  submittedAt: Nullable(Type.String()),
  files: Type.Array(object({ name: Type.String(), size: Type.Integer({ minimum: 0 }) })),
});
export type DocumentRequest = Static<typeof DocumentRequest>;

export const DocumentRequestsQuery = EmptyQuery;
export const DocumentRequestsData = Type.Array(DocumentRequest);
export type DocumentRequestsData = Static<typeof DocumentRequestsData>;
