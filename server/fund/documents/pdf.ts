import { pdfOf, productPdf } from '../../contract/documents';
import type { Context } from '../../core/context';
import type { FundSpec } from '../types';
import type { DocumentEntry } from './catalogue';
import { documentSource } from './sources';

/**
 * The PDF of one document: a private plan's contract and risk disclosure are the very files it is signed
 * with (server/contract/documents.ts); the others are rendered from the fund's terms on first use and kept
 * in the data folder, like them.
 */
export async function documentPdf(ctx: Context, spec: FundSpec, item: DocumentEntry): Promise<Buffer | null> {
  if (item.kind === 'riskDisclosure' || (item.kind === 'contract' && spec.documents.contract)) {
    return (await productPdf(ctx, spec, item.kind))?.pdf ?? null;
  }
  const source = documentSource(spec, item);
  return source === null ? null : pdfOf(ctx, `${item.noticeCode}.pdf`, source, item.title);
}
