import { existsSync } from 'node:fs';
import path from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { SECURITY_HEADERS } from '@/deploy/security-headers';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
// webpack's [contenthash] in a file name: main.3f9a1c2b.js, vendor-3f9a1c2b5d.css …
const HASHED = /[.-][0-9a-f]{8,32}\.[A-Za-z0-9]+$/;

/** Every answer, API or static, carries the production security headers; API answers are never cached. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

function cacheHeaders(reply: FastifyReply, filePath: string): void {
  const name = path.basename(filePath);
  reply.header(
    'Cache-Control',
    name.endsWith('.html') ? 'no-cache' : HASHED.test(name) ? YEAR_IMMUTABLE : 'no-cache',
  );
}

function agreementHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('Cache-Control', 'public, max-age=86400');
  if (filePath.toLowerCase().endsWith('.pdf')) {
    reply.header('Content-Type', 'application/pdf');
    reply.header(
      'Content-Disposition',
      `inline; filename*=UTF-8''${encodeURIComponent(path.basename(filePath))}`,
    );
  }
}

/** Serves the built pages (dist/) and the agreement PDFs; `/` goes to the login page. */
export async function installStaticSite(
  app: FastifyInstance,
  staticDir?: string,
  agreementsDir?: string,
): Promise<void> {
  app.get('/', async (request, reply) => reply.redirect('/login.html'));
  if (staticDir && existsSync(staticDir)) {
    await app.register(fastifyStatic, {
      root: path.resolve(staticDir),
      prefix: '/',
      index: false,
      cacheControl: false,
      dotfiles: 'deny',
      setHeaders: cacheHeaders,
    });
  }
  if (agreementsDir && existsSync(agreementsDir)) {
    await app.register(fastifyStatic, {
      root: path.resolve(agreementsDir),
      prefix: '/static-agreements/',
      index: false,
      cacheControl: false,
      dotfiles: 'deny',
      decorateReply: false,
      setHeaders: agreementHeaders,
    });
  }
}
