import { existsSync } from 'node:fs';
import path from 'node:path';

import fastifyCompress from '@fastify/compress';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

import { SECURITY_HEADERS } from '@/deploy/security-headers';
import { AGREEMENTS, agreementDisposition } from '@/static-agreements';

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
// webpack's [contenthash] in a file name: main.3f9a1c2b.js, vendor-3f9a1c2b5d.css …
const HASHED = /[.-][0-9a-f]{8,32}\.[A-Za-z0-9]+$/;
// The types deploy/nginx.conf compresses (gzip_types), with HTML and the other text files.
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

/** Every answer, API or static, carries the production security headers; API answers are never cached. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

/** Hashed assets for a year, everything else revalidated; text answers vary by encoding, as nginx's gzip_vary. */
function pageHeaders(reply: FastifyReply, file: string): void {
  const name = path.basename(file);
  // RFC 9239's type for scripts (the mime table still says application/javascript).
  if (/\.m?js$/.test(name)) reply.header('Content-Type', 'text/javascript; charset=utf-8');
  reply.header('Cache-Control', !name.endsWith('.html') && HASHED.test(name) ? YEAR_IMMUTABLE : 'no-cache');
  if (COMPRESSIBLE.test(String(reply.getHeader('content-type')))) reply.header('Vary', 'accept-encoding');
}

/** As nginx answers them (deploy/nginx.conf): revalidated, shown inline, saved under the Chinese title. */
function agreementHeaders(reply: FastifyReply, file: string): void {
  const agreement = AGREEMENTS.find((known) => `${known.slug}.pdf` === path.basename(file));
  reply.header('Cache-Control', 'no-cache');
  if (agreement) reply.header('Content-Disposition', agreementDisposition(agreement.slug));
}

// No directory listings or index files, no dotfiles, no Cache-Control of its own (the headers above set it).
const FILES_ONLY: Partial<FastifyStaticOptions> = {
  index: false,
  dotfiles: 'ignore',
  cacheControl: false,
  lastModified: true,
  decorateReply: false,
};
const AGREEMENT_PDFS = new Set(AGREEMENTS.map((agreement) => `/${agreement.slug}.pdf`));

/**
 * Serves the built pages (dist/), their text files compressed as nginx does (brotli when the browser takes
 * it, else gzip), and the agreement PDFs; `/` goes to the login page. Anything else is the JSON 404.
 */
export async function installStaticSite(
  app: FastifyInstance,
  staticDir?: string,
  agreementsDir?: string,
): Promise<void> {
  app.get('/', async (request, reply) => reply.redirect('/login.html'));
  if (staticDir && existsSync(staticDir)) {
    // Its own context: the compression applies to the site's files, never to the API's answers.
    await app.register(async (site) => {
      await site.register(fastifyCompress, { encodings: ['br', 'gzip'], customTypes: COMPRESSIBLE });
      await site.register(fastifyStatic, {
        ...FILES_ONLY,
        root: path.resolve(staticDir),
        setHeaders: pageHeaders,
      });
    });
  }
  if (agreementsDir && existsSync(agreementsDir)) {
    // Only the built PDFs: the folder may be the sources (index.ts, src/*.md) when there is no dist/.
    await app.register(fastifyStatic, {
      ...FILES_ONLY,
      root: path.resolve(agreementsDir),
      prefix: '/static-agreements/',
      allowedPath: (pathname) => AGREEMENT_PDFS.has(pathname),
      setHeaders: agreementHeaders,
    });
  }
}
