import type { OffThreadJobs } from '../../off-thread-jobs';
import { tooMany } from '../http/rate-limit';
import type { OffThread } from '../off-thread/pool';

/** A PDF to lay out: its source (core/pdf/layout.ts), the title it must carry, and when it may be kept. */
export interface PdfDocument {
  title: string;
  source: string;
  /**
   * Set only for a document that cannot change any more (a finished period's statement): the same key
   * answers the PDF laid out before. Names what the PDF shows except the moment it was generated.
   */
  keepAs?: string;
}

export interface PdfRenderer {
  /** Lays `doc` out on a worker thread for `owner` (an account), within the per-owner and global ceilings. */
  render(doc: PdfDocument, owner: string): Promise<Buffer>;
}

/** A session (account) waits for at most 2 PDFs at once; the process lays out at most 12. */
export const PDF_CEILINGS = { perOwner: 2, global: 12, kept: 64 };
export const PDF_OWNER_BUSY = '您的文件正在生成，请稍候再下载';
export const PDF_BUSY = '当前下载人数较多，请稍后再试';

/** PDF layout off the event loop: ceilings per owner and for the process, and a cache of finished periods. */
export function createPdfRenderer(offThread: Pick<OffThread<OffThreadJobs>, 'run'>): PdfRenderer {
  const inFlight = new Map<string, number>();
  let total = 0;
  const kept = new Map<string, Buffer>();

  const keep = (key: string, pdf: Buffer) => {
    kept.delete(key);
    kept.set(key, pdf);
    if (kept.size > PDF_CEILINGS.kept) kept.delete(kept.keys().next().value as string);
  };

  return {
    async render(doc, owner) {
      const hit = doc.keepAs === undefined ? undefined : kept.get(doc.keepAs);
      if (hit) {
        keep(doc.keepAs as string, hit);
        return hit;
      }
      const mine = inFlight.get(owner) ?? 0;
      if (mine >= PDF_CEILINGS.perOwner) throw tooMany(PDF_OWNER_BUSY);
      if (total >= PDF_CEILINGS.global) throw tooMany(PDF_BUSY);
      inFlight.set(owner, mine + 1);
      total += 1;
      try {
        const bytes = await offThread.run('pdf', { source: doc.source, title: doc.title });
        const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        if (doc.keepAs !== undefined) keep(doc.keepAs, pdf);
        return pdf;
      } finally {
        total -= 1;
        const left = (inFlight.get(owner) ?? 1) - 1;
        if (left > 0) inFlight.set(owner, left);
        else inFlight.delete(owner);
      }
    },
  };
}
