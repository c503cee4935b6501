import type { FastifyInstance } from 'fastify';

import { badRequest } from './envelope';

/**
 * Characters no text field takes: C0 controls (NUL, CR, LF, TAB …), DEL and the C1 controls, and the bidi
 * marks and overrides that make a stored text read otherwise than it is (U+202E turns `gpj.exe` around).
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN.test(text);
}

/** The path of the first string in `value` with a forbidden character ('' for the value itself), or null. */
export function forbiddenTextAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasForbiddenCharacter(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = forbiddenTextAt(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = forbiddenTextAt(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
  }
  return null;
}

export const forbiddenTextMessage = (where: string, path: string) =>
  `${where}${path ? `字段 ${path} ` : ''}包含不允许的控制字符或文字方向字符`;

/**
 * Every text field of every request (query and JSON body, after a hybrid body was decrypted) is refused with
 * 400 when it holds a control or bidi character: an address, a survey answer, a name is stored as typed only
 * when it reads as it is.
 */
export function installTextRule(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    const inQuery = forbiddenTextAt(request.query);
    if (inQuery !== null) throw badRequest(forbiddenTextMessage('查询参数', inQuery));
    const inBody = forbiddenTextAt(request.body);
    if (inBody !== null) throw badRequest(forbiddenTextMessage('请求体', inBody));
  });
}
