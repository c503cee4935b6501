import type { FastifyReply } from 'fastify';

import { isLoopbackHost, ownHost } from './origin-check';

// Set and read through @fastify/cookie (registered in server/app.ts); these only add the portal's defaults.

export interface CookieOptions {
  path: string;
  httpOnly: boolean;
  sameSite: 'strict';
  /** 'unless-loopback': Secure, except when the portal was addressed as localhost / 127.x (a local http run). */
  secure: boolean | 'unless-loopback';
}

function resolved(reply: FastifyReply, options: CookieOptions) {
  const loopback = options.secure === 'unless-loopback' && isLoopbackHost(ownHost(reply.request));
  return { ...options, secure: options.secure === 'unless-loopback' ? !loopback : options.secure };
}

export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  reply.setCookie(name, value, resolved(reply, options));
}

/** The same cookie emptied, with Max-Age=0 and an Expires in 1970. */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions): void {
  reply.clearCookie(name, resolved(reply, options));
}
