import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

import type { OcrFields } from '@/api/ocr/contract';

import { badRequest } from '../core/http/envelope';
import { readingUpload } from '../core/http/malformed-upload';
import { sniffImage, SNIFF_BYTES, type ImageKind } from './sniff';

export const MAX_PHOTO_BYTES = 10485760;
// Room for the multipart boundaries and the small text fields around the file.
const MULTIPART_OVERHEAD = 64 * 1024;
const SIDE = { '0': '国徽面', '1': '人像面' } as const;

export interface Upload {
  fields: OcrFields;
  kind: ImageKind;
  bytes: Buffer;
}

function sideName(fields: Partial<OcrFields>): string {
  return fields.type === '0' || fields.type === '1' ? SIDE[fields.type] : '身份证照片';
}

/** Reads the file part: refuses it by its first bytes, and by size as soon as the limit is passed. */
async function readPhoto(
  part: MultipartFile,
  fields: Partial<OcrFields>,
): Promise<{ kind: ImageKind; bytes: Buffer }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let kind: ImageKind | null = null;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > MAX_PHOTO_BYTES) throw badRequest(`${sideName(fields)}图片大小不可超过10M!`);
    if (!kind && size >= SNIFF_BYTES) {
      kind = sniffImage(Buffer.concat(chunks));
      if (!kind) throw badRequest(`上传${sideName(fields)}格式类型支持jpg、jpeg、png、bmp!`);
    }
  }
  kind ??= sniffImage(Buffer.concat(chunks));
  if (!kind) throw badRequest(`上传${sideName(fields)}格式类型支持jpg、jpeg、png、bmp!`);
  return { kind, bytes: Buffer.concat(chunks) };
}

function checkFields(fields: Partial<OcrFields>): OcrFields {
  if (fields.type !== '0' && fields.type !== '1')
    throw badRequest('上传参数type必须为0（国徽面）或1（人像面）');
  if (!fields.scene || !/^[A-Za-z0-9_-]{1,32}$/.test(fields.scene))
    throw badRequest('上传参数scene格式不正确');
  if (fields.encryptId !== undefined && !/^[A-Za-z0-9_=+/-]{1,128}$/.test(fields.encryptId)) {
    throw badRequest('上传参数encryptId格式不正确');
  }
  return fields as OcrFields;
}

/** Parses the OCR upload: fields type, scene, encryptId (before the file) and exactly one file part. */
export async function readOcrUpload(request: FastifyRequest): Promise<Upload> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_PHOTO_BYTES + MULTIPART_OVERHEAD) throw badRequest('图片大小不可超过10M!');
  if (!request.isMultipart()) throw badRequest('请使用multipart/form-data上传文件');
  const fields: Partial<OcrFields> = {};
  let photo: { kind: ImageKind; bytes: Buffer } | undefined;
  await readingUpload(async () => {
    const parts = request.parts({
      limits: { files: 1, fields: 3, fieldSize: 256, fileSize: MAX_PHOTO_BYTES + 1 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badRequest('上传文件的字段名必须为file');
        photo = await readPhoto(part, fields);
        continue;
      }
      const value = part.value;
      if (!['type', 'scene', 'encryptId'].includes(part.fieldname) || typeof value !== 'string') {
        throw badRequest(`上传参数包含不允许的字段 ${part.fieldname.slice(0, 32)}`);
      }
      (fields as Record<string, string>)[part.fieldname] = value;
    }
  });
  if (!photo)
    throw badRequest(
      fields.type === '0' || fields.type === '1'
        ? `请上传身份证${SIDE[fields.type]}照片`
        : '请上传身份证照片',
    );
  return { fields: checkFields(fields), ...photo };
}
