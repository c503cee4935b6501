import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { SECURITY_HEADERS } from '@/deploy/security-headers';
import { AGREEMENTS, agreementDisposition } from '@/static-agreements';

import { compressedFile, isCompressible, pickEncoding } from './compression';
import { contentType } from './content-types';

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

/** Resolves a URL path inside root; null for traversal, dotfiles, or anything that is not a file. */
function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.'))) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!file.startsWith(root + path.sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

function serveFrom(
  root: string,
  headers: (file: string, reply: FastifyReply) => void,
  { compress = false, only }: { compress?: boolean; only?: (urlPath: string) => boolean } = {},
) {
  const absolute = path.resolve(root);
  return async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    if (only && !only(request.params['*'])) return reply.callNotFound();
    const file = resolveInside(absolute, request.params['*']);
    if (!file) return reply.callNotFound();
    const stat = statSync(file);
    reply.header('Content-Type', contentType(file));
    headers(file, reply);
    if (compress && isCompressible(file, stat.size)) {
      reply.header('Vary', 'Accept-Encoding');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding) {
        const bytes = await compressedFile(file, encoding, stat);
        reply.header('Content-Encoding', encoding);
        reply.header('Content-Length', bytes.length);
        return reply.send(bytes);
      }
    }
    reply.header('Content-Length', stat.size);
    return reply.send(createReadStream(file));
  };
}

function pageHeaders(file: string, reply: FastifyReply): void {
  const name = path.basename(file);
  reply.header('Cache-Control', !name.endsWith('.html') && HASHED.test(name) ? YEAR_IMMUTABLE : 'no-cache');
}

/** As nginx answers them (deploy/nginx.conf): revalidated, shown inline, saved under the Chinese title. */
function agreementHeaders(file: string, reply: FastifyReply): void {
  const slug = path.basename(file, '.pdf');
  const agreement = AGREEMENTS.find((known) => known.slug === slug);
  reply.header('Cache-Control', 'no-cache');
  reply.header(
    'Content-Disposition',
    agreement ? agreementDisposition(agreement.slug) : `inline; filename="${path.basename(file)}"`,
  );
}

const AGREEMENT_PDFS = new Set(AGREEMENTS.map((agreement) => `${agreement.slug}.pdf`));
const isAgreementPdf = (urlPath: string) => AGREEMENT_PDFS.has(urlPath);

/**
 * Serves the built pages (dist/), their text files compressed as nginx does, and the agreement PDFs; `/` goes
 * to the login page.
 */
export function installStaticSite(app: FastifyInstance, staticDir?: string, agreementsDir?: string): void {
  app.get('/', async (request, reply) => reply.redirect('/login.html'));
  if (staticDir && existsSync(staticDir)) {
    app.get('/*', serveFrom(staticDir, pageHeaders, { compress: true }));
  }
  if (agreementsDir && existsSync(agreementsDir)) {
    // Only the built PDFs: the folder may be the sources (index.ts, src/*.md) when there is no dist/.
    app.get('/static-agreements/*', serveFrom(agreementsDir, agreementHeaders, { only: isAgreementPdf }));
  }
}
