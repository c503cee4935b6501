import type { FastifyInstance } from 'fastify';

import { badRequest } from './envelope';

export const NOT_ORIGIN_FORM = '请求地址须以 / 开头';

/**
 * Only origin-form request targets (`GET /path?query HTTP/1.1`): an absolute-form one (`GET http://host/path`,
 * meant for proxies) or anything else is refused with 400 before any route's hook runs, so no check of the
 * path (the dev gate, the static site) can be read past by another spelling of it (issue 39, High).
 */
export function installOriginFormOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.raw.url?.startsWith('/')) throw badRequest(NOT_ORIGIN_FORM);
  });
}
