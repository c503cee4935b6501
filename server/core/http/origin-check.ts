import type { FastifyInstance, FastifyRequest } from 'fastify';

import { RESPONSE_STATE } from '@/shared/enums/response-state';

import { BusinessError } from './envelope';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const FOREIGN_ORIGIN = '请求来源不是本站，已拒绝';
export const NOT_JSON = '不支持的请求内容类型';

/** host[:port] of a URL, or null when it is none ("null", a garbled value). */
function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * The portal's own host as the browser addressed it: nginx passes it as X-Forwarded-Host (its upstream is
 * another host), the webpack dev server and a direct run keep Host. X-Forwarded-Host counts only from a proxy
 * the trusted-proxy setting names (TRUST_PROXY: Fastify's request.host); from any other client it is ignored,
 * or a client that can set it would make any Origin the portal's own (issue 39, low).
 */
export function ownHost(request: FastifyRequest): string {
  return request.host.split(',')[0].trim().toLowerCase();
}

/** Whether the portal was addressed as this machine (localhost, 127.x, [::1]): a local run over http. */
export function isLoopbackHost(host: string): boolean {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  const octets = name.split('.');
  const ipv4Loopback = octets.length === 4 && octets[0] === '127' && octets.every((o) => /^\d{1,3}$/.test(o));
  return name === 'localhost' || name === '[::1]' || ipv4Loopback;
}

/** Why a state-changing request is refused as cross-site, or null when it may proceed. */
export function foreignOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  // Neither header: not a browser's cross-site request (every browser sends Origin on a cross-origin POST
  // or PUT, "null" from an opaque context); curl, app.inject and the server tests send neither.
  if (origin === undefined && referer === undefined) return null;
  const claimed = origin !== undefined ? hostOf(origin) : hostOf(referer as string);
  return claimed !== null && claimed === ownHost(request) ? null : FOREIGN_ORIGIN;
}

/** A body the JSON routes may read: JSON, or multipart on the two upload routes (their own parser). */
function allowedContentType(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  if (type === undefined) return true;
  const media = type.split(';')[0].trim().toLowerCase();
  return media === 'application/json' || media === 'multipart/form-data';
}

/**
 * Cross-site request forgery, first line (SameSite=Strict cookies are the second): every POST, PUT, PATCH or
 * DELETE whose Origin (or, without one, Referer) is not the portal's own origin is refused with 403 before
 * its body is read, and a body that is neither JSON nor an upload with 415 — even an empty one, which a form
 * or a `no-cors` fetch from another site could otherwise send as text/plain.
 */
export function installOriginCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (foreignOrigin(request)) {
      throw new BusinessError(RESPONSE_STATE.SCHEME_ERROR, FOREIGN_ORIGIN, 403);
    }
    if (!allowedContentType(request)) throw new BusinessError(RESPONSE_STATE.SCHEME_ERROR, NOT_JSON, 415);
  });
}
