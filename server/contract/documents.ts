import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { isPrivateProduct } from '@/shared/enums/fund';

import type { Context } from '../core/context';
import { embeddedDigest, sourceDigest } from '../core/pdf/layout';
import type { FundSpec } from '../fund/types';
import { contractSource, contractTitle, disclosureSource, disclosureTitle } from './document-sources';
import type { ReadKind } from './rules';

export interface ProductPdf {
  kind: ReadKind;
  noticeCode: string;
  fileName: string;
  /** Where the portal opens it: served by server/contract/routes.ts. */
  path: string;
  /** SHA-256 (hex) of the PDF's bytes: what the evidence of a reading or a signature records. */
  hash: string;
  pdf: Buffer;
}

const rendered = new Map<string, Promise<Buffer>>();

/** The PDF of one source: from the data folder when it was built from this very source, else rendered now. */
export function pdfOf(ctx: Context, file: string, source: string, title: string): Promise<Buffer> {
  const digest = sourceDigest(source);
  const key = `${ctx.dataDir}|${file}|${digest}`;
  let pdf = rendered.get(key);
  if (!pdf) {
    const dir = path.join(ctx.dataDir, 'product-documents');
    const target = path.join(dir, file);
    pdf = (async () => {
      if (existsSync(target)) {
        const kept = readFileSync(target);
        if (embeddedDigest(kept) === digest) return kept;
      }
      // Each file is its own owner: the ceilings count investors' downloads, not the product catalogue.
      const bytes = await ctx.pdf.render({ title, source }, `document:${file}`);
      mkdirSync(dir, { recursive: true });
      writeFileSync(target, bytes);
      return bytes;
    })();
    // A failed render is not remembered: the next call tries again.
    pdf.catch(() => rendered.delete(key));
    rendered.set(key, pdf);
  }
  return pdf;
}

/** The version of a product's document: the digest of the text it is rendered from (the PDF embeds it). */
export function documentVersion(spec: FundSpec, kind: ReadKind): string {
  return sourceDigest(kind === 'contract' ? contractSource(spec) : disclosureSource(spec));
}

/**
 * A private product's contract or risk disclosure as a PDF (core/pdf/layout.ts, the CJK font),
 * null when the catalogue has no such file for the product (电子合同文件缺失 / 风险揭示书文件缺失).
 * Rendered on first use and kept in the data folder: every product at every start would cost seconds.
 */
export async function productPdf(ctx: Context, spec: FundSpec, kind: ReadKind): Promise<ProductPdf | null> {
  const document = kind === 'contract' ? spec.documents.contract : spec.documents.riskDisclosure;
  if (!document || !isPrivateProduct(spec.productType)) return null;
  const source = kind === 'contract' ? contractSource(spec) : disclosureSource(spec);
  const title = kind === 'contract' ? contractTitle(spec) : disclosureTitle(spec);
  const file = `${document.noticeCode}.pdf`;
  const pdf = await pdfOf(ctx, file, source, title);
  return {
    kind,
    noticeCode: document.noticeCode,
    fileName: `${title}.pdf`,
    path: `/product-contracts/${file}`,
    hash: createHash('sha256').update(pdf).digest('hex'),
    pdf,
  };
}
