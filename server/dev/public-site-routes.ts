import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import { EmptyQuery, query } from '@/api/core/contract';
import { PUBLIC_SITE_PAGES } from '@/shared/config/public-site';
import { RETURN_PARAM } from '@/shared/routing/opening';

const SITE_NAME = '国证资管官网（本地演示）';
const ProductQuery = query({ productCode: Type.String({ pattern: '^[A-Za-z0-9]{1,20}$' }) });
const OpeningQuery = query({ [RETURN_PARAM]: Type.Optional(Type.String({ maxLength: 2000 })) });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The opening's way back: an http(s) address only, written escaped (the real site judges it its own way). */
function returnLink(returnUrl: string | undefined): string {
  if (!returnUrl || !/^https?:\/\//.test(returnUrl)) return '';
  return `<p><a href="${escapeHtml(returnUrl)}">开户已完成，返回国证资管投资者服务</a></p>`;
}

/** A plain page of the stand-in: the page's title and, for a product, its code (letters and digits only). */
function page(title: string, detail: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} - ${SITE_NAME}</title></head><body><p>${SITE_NAME}</p><h1>${title}</h1><p>${detail}</p></body></html>`;
}

/**
 * The official site as the local portal links to it (ENV.publicSite of the local build is /__dev/site): one
 * plain page per path the portal uses, so that every link of a demo or a browser walk lands somewhere. The
 * real site belongs to the company's web team; this stand-in is a dev hook and never exists in production.
 */
export function publicSiteDevRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  for (const [key, { path, title }] of Object.entries(PUBLIC_SITE_PAGES)) {
    const url = `/site${path}`;
    if (key === 'accountOpening') {
      api.get(url, { schema: { querystring: OpeningQuery } }, async (request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .send(
            page(title, '官网页面由公司网站维护，此处为本地演示的替身。').replace(
              '</body>',
              `${returnLink(request.query[RETURN_PARAM])}</body>`,
            ),
          ),
      );
    } else if (key === 'productDetail') {
      api.get(url, { schema: { querystring: ProductQuery } }, async (request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .send(page(title, `产品代码：${request.query.productCode}。产品资料以基金合同、招募说明书为准。`)),
      );
    } else {
      api.get(url, { schema: { querystring: EmptyQuery } }, async (_request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          .send(page(title, '官网页面由公司网站维护，此处为本地演示的替身。')),
      );
    }
  }
}
