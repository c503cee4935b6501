import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

import {
  MAX_CERTIFICATION_FILES,
  type CertificationKind,
  type CertificationLevel,
} from '@/api/investor/contract';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import { COMMITMENT_OF } from '@/shared/validation/investor-standard';
import { MESSAGES } from '@/shared/validation/messages';
import { agreementTitle } from '@/static-agreements';

import type { Context } from '../core/context';
import { badRequest, BusinessError } from '../core/http/envelope';
import { readingUpload } from '../core/http/malformed-upload';
import { hasForbiddenCharacter } from '../core/http/text-rule';
import { sniffImage } from '../ocr/sniff';
import { MAX_PHOTO_BYTES } from '../ocr/upload';
import { KINDS_OF, levelOfKind } from './rules';
import type { FileRow } from './store';

const KINDS = ['73', '74', '75', '76'];
const BOTH_MESSAGE = MESSAGES.proofsBothNeeded;
const TYPE_MESSAGE = MESSAGES.proofType;
const SIZE_MESSAGE = MESSAGES.proofSize;
const refuse = (message: string) => new BusinessError(RESPONSE_STATE.UPLOAD_FAIL, message);

export interface ProofFile extends FileRow {
  bytes: Buffer;
}

/** A file as its kind field announced it. */
export interface KindedProof extends ProofFile {
  kind: CertificationKind;
}

function sniffProof(head: Buffer): FileRow['type'] | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  return sniffImage(head);
}

const EXTENSIONS: Record<FileRow['type'], string[]> = {
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  bmp: ['bmp'],
  pdf: ['pdf'],
};

/**
 * The name a proof is listed under: the uploaded one when it is a plain file name (no folder, no control or
 * bidi character, at most 100 characters, the extension of what the bytes are), else a generated
 * 证明材料N.ext. The bytes are kept under their hash (keepProofs), never under a name the caller chose.
 */
export function proofName(uploaded: string | undefined, type: FileRow['type'], index: number): string {
  const name = uploaded ?? '';
  const extension = name.includes('.') ? (name.split('.').at(-1) ?? '').toLowerCase() : '';
  const plain =
    name.length > 0 &&
    [...name].length <= 100 &&
    !/[\\/]/.test(name) &&
    !name.startsWith('.') &&
    !hasForbiddenCharacter(name) &&
    EXTENSIONS[type].includes(extension);
  return plain ? name : `证明材料${index + 1}.${type === 'jpeg' ? 'jpg' : type}`;
}

/** One file part read to the end (never past 10M) and judged by its bytes: image or PDF; named by proofName; refused in `words`. */
export async function readProof(
  part: MultipartFile,
  index: number,
  words: { size: string; type: string } = { size: SIZE_MESSAGE, type: TYPE_MESSAGE },
): Promise<ProofFile> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > MAX_PHOTO_BYTES) throw refuse(words.size);
  }
  const bytes = Buffer.concat(chunks);
  const type = sniffProof(bytes);
  if (!type || size === 0) throw refuse(words.type);
  const name = proofName(part.filename, type, index);
  return { name, type, size, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/**
 * Both proofs of one level: each `kind` field, then the files of that kind; at least one file of each of the
 * level's two kinds, 1–5 files in all, each judged by its content; and the level's commitment letter signed
 * (`commitment` '1').
 */
export async function readProofUpload(
  request: FastifyRequest,
): Promise<{ level: CertificationLevel; files: KindedProof[] }> {
  if (!request.isMultipart()) throw badRequest('请使用multipart/form-data上传文件');
  let kind: CertificationKind | undefined;
  let committed = false;
  const files: KindedProof[] = [];
  await readingUpload(async () => {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badRequest('上传文件的字段名必须为file');
        if (!kind) {
          part.file.resume();
          throw badRequest('上传参数kind必须在文件之前');
        }
        if (files.length === MAX_CERTIFICATION_FILES) {
          part.file.resume();
          throw new BusinessError(
            RESPONSE_STATE.UPLOAD_MAX_COUNT,
            `证明材料最多上传${MAX_CERTIFICATION_FILES}个`,
          );
        }
        files.push({ ...(await readProof(part, files.length)), kind });
        continue;
      }
      const value = part.value;
      if (part.fieldname === 'commitment' && value === '1') {
        committed = true;
        continue;
      }
      if (part.fieldname !== 'kind' || typeof value !== 'string')
        throw badRequest(`上传参数包含不允许的字段 ${part.fieldname.slice(0, 32)}`);
      if (!KINDS.includes(value)) throw badRequest('上传参数kind必须为73、74、75或76');
      kind = value as CertificationKind;
    }
  });
  if (!kind || files.length === 0) throw badRequest('请上传证明材料');
  const level = levelOfKind(files[0].kind);
  if (files.some((file) => levelOfKind(file.kind) !== level))
    throw badRequest('资产证明和投资经历证明须属于同一认证级别');
  if (!KINDS_OF[level].every((needed) => files.some((file) => file.kind === needed)))
    throw new BusinessError(RESPONSE_STATE.UPLOAD_FAIL, BOTH_MESSAGE);
  if (!committed)
    throw new BusinessError(
      RESPONSE_STATE.UPLOAD_FAIL,
      `请阅读并签署《${agreementTitle(COMMITMENT_OF[level])}》`,
    );
  return { level, files };
}

/** Keeps the bytes in the data folder under their hash (the same proof twice is one file). */
export function keepProofs(ctx: Context, files: readonly ProofFile[], folder = 'certifications'): void {
  const dir = path.join(ctx.dataDir, folder);
  mkdirSync(dir, { recursive: true });
  for (const file of files) writeFileSync(path.join(dir, `${file.sha256}.${file.type}`), file.bytes);
}
