import type { FastifyRequest } from 'fastify';

/** Query parameters whose values never reach a log line: secrets, codes, tokens and personal numbers. */
const SENSITIVE = /pass|pwd|code|token|secret|nonce|id.?no|idcard|card|account|phone|mobile|encrypt/i;

/** A path with the values of sensitive query parameters replaced by `***`. */
export function redactedUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SENSITIVE.test(decodeURIComponent(name)) ? `${name}=***` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

/**
 * How a request appears in the log: method, path (sensitive query values masked), host and client
 * address. Bodies and headers (cookies, passwords, ID and card numbers, SMS codes) are never logged.
 */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactedUrl(request.url),
    hostname: request.hostname,
    remoteAddress: request.ip,
  }),
};
