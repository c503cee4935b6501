import { badRequest, BusinessError } from './envelope';

export const MALFORMED_UPLOAD = '上传内容格式不正确，请重新上传';

/** The multipart plugin's refusals the error handler words itself (limits, wrong content type). */
const WORDED = new Set([
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
]);

/**
 * Reads a multipart body with `read`: what the parser throws on a malformed body — a `__proto__` or
 * `constructor` field, no boundary, a body cut short — is a 400 with a message, never a 500. Our own refusals
 * and the limits pass through as they are.
 */
export async function readingUpload<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof BusinessError) throw error;
    const code = (error as { code?: string }).code;
    if (code && WORDED.has(code)) throw error;
    throw badRequest(MALFORMED_UPLOAD);
  }
}
