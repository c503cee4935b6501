import type { FastifyRequest } from 'fastify';

import { RESPONSE_STATE } from '@/shared/enums/response-state';
import {
  DOCUMENT_MAX_FILES,
  DOCUMENT_TEXT,
  documentCountError,
  documentFileError,
  type DocumentKind,
} from '@/shared/validation/document-request';

import { badRequest, BusinessError } from '../core/http/envelope';
import { readingUpload } from '../core/http/malformed-upload';
import { readProof, type ProofFile } from '../investor/upload';

const refuse = (message: string) => new BusinessError(RESPONSE_STATE.UPLOAD_FAIL, message);

/**
 * The files sent for one request: only parts named `file`, each judged by its bytes against the request's
 * kind (shared/validation/document-request.ts, the rules the page applies by name), 1–5 of them.
 */
export async function readDocumentUpload(request: FastifyRequest, kind: DocumentKind): Promise<ProofFile[]> {
  if (!request.isMultipart()) throw badRequest('请使用multipart/form-data上传文件');
  const files: ProofFile[] = [];
  await readingUpload(async () => {
    for await (const part of request.parts()) {
      if (part.type !== 'file') throw badRequest(`上传参数包含不允许的字段 ${part.fieldname.slice(0, 32)}`);
      if (part.fieldname !== 'file') {
        part.file.resume();
        throw badRequest('上传文件的字段名必须为file');
      }
      if (files.length === DOCUMENT_MAX_FILES) {
        part.file.resume();
        throw new BusinessError(RESPONSE_STATE.UPLOAD_MAX_COUNT, DOCUMENT_TEXT.tooMany);
      }
      const file = await readProof(part, files.length, {
        size: DOCUMENT_TEXT.size,
        type: DOCUMENT_TEXT.type(kind),
      });
      const problem = documentFileError(kind, { name: file.name, size: file.size, type: file.type });
      if (problem) throw refuse(problem);
      files.push(file);
    }
  });
  const countProblem = documentCountError(kind, files.length);
  if (countProblem) throw refuse(countProblem);
  return files;
}
