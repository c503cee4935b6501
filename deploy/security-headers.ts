import { BOOT_LOADER_CSP_SOURCE } from './boot-loader';

/**
 * The security headers every answer carries, in production (nginx, generated from this table) and in the
 * local back office (server/), so that browser tests run under the production policy.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // 'self' and the one inline script every page ends with, by its hash (deploy/boot-loader.ts).
  `script-src 'self' ${BOOT_LOADER_CSP_SOURCE}`,
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  // same-origin: the login page's ?redirect=… never leaves our origin in a Referer header.
  'Referrer-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  // HTTPS only for a year once a browser saw the portal over TLS (ignored over plain http: a local run). No
  // includeSubDomains: the company's other hosts are not ours to pin.
  'Strict-Transport-Security': 'max-age=31536000',
};
