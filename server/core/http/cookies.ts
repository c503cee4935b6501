import type { FastifyInstance, FastifyReply } from 'fastify';

import { isLoopbackHost, ownHost } from './origin-check';

// Our own small cookie handling: @fastify/cookie loads the ESM-only `cookie` package with a dynamic
// import, which the CommonJS test runtime cannot load. The values we set are base64url tokens.

declare module 'fastify' {
  interface FastifyRequest {
    cookies: Record<string, string>;
  }
}

export interface CookieOptions {
  path: string;
  httpOnly: boolean;
  sameSite: 'strict';
  /** 'unless-loopback': Secure, except when the portal was addressed as localhost / 127.x (a local http run). */
  secure: boolean | 'unless-loopback';
}

/** PORTAL_SECURE_COOKIES: `1` always Secure, `0` never (plain http on a real host), unset: unless loopback. */
export function secureCookies(setting: string | undefined): boolean | 'unless-loopback' {
  return setting === '1' ? true : setting === '0' ? false : 'unless-loopback';
}

const NAME = /^[A-Za-z0-9_-]{1,64}$/;

function parseCookieHeader(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    if (NAME.test(name) && !(name in cookies)) cookies[name] = part.slice(index + 1).trim();
  }
  return cookies;
}

function serialize(
  name: string,
  value: string,
  options: CookieOptions & { secure: boolean },
  expire: boolean,
): string {
  if (!NAME.test(name) || !/^[A-Za-z0-9_.-]*$/.test(value))
    throw new Error('cookie name or value not allowed');
  const parts = [`${name}=${value}`, `Path=${options.path}`, 'SameSite=Strict'];
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (expire) parts.push('Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  return parts.join('; ');
}

function append(reply: FastifyReply, line: string): void {
  const existing = reply.getHeader('set-cookie');
  const lines = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...lines, line]);
}

function resolved(reply: FastifyReply, options: CookieOptions): CookieOptions & { secure: boolean } {
  if (options.secure !== 'unless-loopback') return { ...options, secure: options.secure };
  return { ...options, secure: !isLoopbackHost(ownHost(reply.request)) };
}

export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  append(reply, serialize(name, value, resolved(reply, options), false));
}

export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions): void {
  append(reply, serialize(name, '', resolved(reply, options), true));
}

export function installCookies(app: FastifyInstance): void {
  app.decorateRequest('cookies', null as unknown as Record<string, string>);
  app.addHook('onRequest', async (request) => {
    request.cookies = parseCookieHeader(request.headers.cookie);
  });
}
