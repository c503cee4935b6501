import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import type { FastifyInstance } from 'fastify';

/** What an id from the proxy may look like (nginx's $request_id: 32 hex digits); anything else is replaced. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Every request's id: the one nginx passes in X-Request-Id (deploy/nginx.conf sets it to $request_id), or a
 * new UUID. Fastify puts it on every log line of the request (`reqId`); the answer echoes it in
 * X-Request-Id, so an investor's or a support call's answer leads to its log lines.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
