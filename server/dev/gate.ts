import type { FastifyInstance, FastifyRequest } from 'fastify';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether the dev hooks exist in this process. Never in production: NODE_ENV=production, or a back office
 * compiled to JavaScript (a built deployment; local runs, tests and the browser tests run the TypeScript).
 * Otherwise as asked (AppOptions.devHooks), by default on unless PORTAL_DEV_HOOKS=0.
 */
export function devHooksEnabled(
  asked: boolean | undefined,
  env: NodeJS.ProcessEnv = process.env,
  sourceFile: string = __filename,
): boolean {
  if (env.NODE_ENV === 'production' || !/\.tsx?$/.test(sourceFile)) return false;
  return asked ?? env.PORTAL_DEV_HOOKS !== '0';
}

function hostName(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(`http://${value}`).hostname;
  } catch {
    return null;
  }
}

function isLoopbackAddress(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(ip);
}

/**
 * A dev hook answers only the developer's own machine as the developer addresses it: a loopback client, Host
 * 127.0.0.1 or localhost (a page that rebinds its own name to 127.0.0.1 still sends its name), and no page of
 * another site (Origin). Anything else is told the route does not exist.
 */
function isLocalDevRequest(request: FastifyRequest): boolean {
  const host = hostName(request.headers.host);
  if (!host || !LOCAL_HOSTS.has(host) || !isLoopbackAddress(request.ip)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return LOCAL_HOSTS.has(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/**
 * Every route of the dev plugin (registered under /__dev: dev/routes.ts) answers 404 (the usual envelope) to
 * a request that is not local. Installed in that plugin, so it runs for the route the router matched.
 */
export function guardDevRoutes(dev: FastifyInstance): void {
  dev.addHook('onRequest', async (request, reply) => {
    if (!isLocalDevRequest(request)) return reply.callNotFound();
    return undefined;
  });
}
