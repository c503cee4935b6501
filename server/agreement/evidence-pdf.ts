import { formatShanghaiSecond } from '@/shared/time';
import { SIGNING_TEXT } from '@/shared/trading/signing';

import type { PdfDocument } from '../core/pdf/renderer';
import type { ChainVerdict, StoredEntry } from './evidence-chain';
import { EVIDENCE_KIND_LABEL, summaryOf } from './evidence-view';

export const EVIDENCE_PDF_TITLE = SIGNING_TEXT.records;

/**
 * The investor's record as a PDF, in the portal's layout (core/pdf/layout.ts): one section per entry
 * with its time, document, hashes and session, and the chain's check on the first page.
 */
export function evidenceDocument(
  input: { investor: string; now: number; entries: readonly StoredEntry[]; verdict: ChainVerdict },
  fundName: (code: string) => string | null,
): PdfDocument {
  const { investor, now, entries, verdict } = input;
  const lines = [
    `# ${EVIDENCE_PDF_TITLE}`,
    `> 投资者 ${investor} · 生成于 ${formatShanghaiSecond(now)} · 共 ${entries.length} 条`,
    verdict.intact
      ? '记录链校验：完整。每条记录都带有上一条记录的哈希值（SHA-256），任何一条被修改或删除都会使其后的校验失败。'
      : `记录链校验：自第 ${verdict.brokenAt} 条起不一致，请联系客服95517。`,
  ];
  for (const entry of entries) {
    const fund = entry.fundCode ? `${fundName(entry.fundCode) ?? ''}（${entry.fundCode}）` : null;
    lines.push(
      `## 第 ${entry.seq} 条 · ${formatShanghaiSecond(entry.at)} · ${EVIDENCE_KIND_LABEL[entry.kind]}`,
    );
    lines.push(summaryOf(entry));
    if (fund) lines.push(`产品：${fund}`);
    if (entry.appNo) lines.push(`申请单号：${entry.appNo}`);
    if (entry.documentHash) lines.push(`文件哈希（SHA-256）：${entry.documentHash}`);
    lines.push(`会话：${entry.sessionHash}`);
    lines.push(`本条哈希：${entry.hash}`);
  }
  return { title: EVIDENCE_PDF_TITLE, source: lines.join('\n') };
}
