import type { EvidenceEntry } from '@/api/agreement/contract-evidence';
import { formatShanghaiSecond } from '@/shared/time';
import { SIGNING_TEXT } from '@/shared/trading/signing';

import type { StoredEntry } from './evidence-chain';

const KIND_LABEL: Record<StoredEntry['kind'], string> = {
  notice: '确认产品资料概要',
  mismatch: '确认适当性不匹配警示',
  highRisk: '确认高风险提示',
  specialCare: '确认特别风险提示',
  engagement: '签署电子签名约定书',
  read: '阅读文件',
  declaration: '勾选投资者声明',
  sign: SIGNING_TEXT.sign,
  withdraw: '解除合同',
  visit: '完成回访',
};

function parse(detail: string | null): Record<string, unknown> {
  if (!detail) return {};
  try {
    const value: unknown = JSON.parse(detail);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The investor's answers (回访待确认), or the back office's confirmation naming the answers and the reviewer. */
function visitSummary(detail: Record<string, unknown>): string {
  if (detail.outcome === 'answered') return '提交回访问卷，回访待确认';
  if (detail.outcome !== 'final') return '回访未通过，订单撤销并全额退款';
  if (typeof detail.reviewer !== 'string') return '回访成功，订单生效';
  return `回访确认成功，订单生效（问卷${String(detail.answeredAt)}提交，回访人员${detail.reviewer}于${String(detail.reviewedAt)}确认）`;
}

/** A stored detail's text or number as text; `fallback` when it is missing. */
const shown = (value: unknown, fallback = '') =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;

/** One entry in the investor's words: what was done, to which document, for how long. */
export function summaryOf(entry: StoredEntry): string {
  const detail = parse(entry.detail);
  const name = entry.documentName ? `《${entry.documentName.replace(/\.(pdf|html)$/i, '')}》` : '';
  switch (entry.kind) {
    case 'read':
      return `阅读${name}${shown(detail.seconds, '0')}秒（${shown(detail.shownAt)}打开）`;
    case 'declaration':
      return `${entry.documentName ?? '投资者声明'}：${shown(detail.text)}`;
    case 'sign': {
      // The disclosure is signed on its own, before the contract (review P9); entries before that covered both.
      const disclosure = detail.riskDisclosure as { signedAt?: string } | undefined;
      if (!disclosure) return `签署${name}`;
      return disclosure.signedAt
        ? `签署${name}（风险揭示书已于${disclosure.signedAt}先行签署）`
        : `签署${name}及风险揭示书`;
    }
    case 'withdraw':
      return `${detail.phase === 'coolingOff' ? '冷静期内' : '回访确认成功前'}解除合同，全额退款${shown(detail.refund)}元`;
    case 'visit':
      return visitSummary(detail);
    default:
      return `${KIND_LABEL[entry.kind]}${name}`;
  }
}

export function evidenceView(entry: StoredEntry, fundName: (code: string) => string | null): EvidenceEntry {
  return {
    seq: entry.seq,
    kind: entry.kind,
    at: formatShanghaiSecond(entry.at),
    summary: summaryOf(entry).slice(0, 400),
    fundCode: entry.fundCode,
    fundName: entry.fundCode ? fundName(entry.fundCode) : null,
    documentCode: entry.documentCode,
    documentName: entry.documentName,
    documentHash: entry.documentHash,
    appNo: entry.appNo,
    sessionHash: entry.sessionHash,
    detail: entry.detail,
    prevHash: entry.prevHash,
    hash: entry.hash,
  };
}

export const EVIDENCE_KIND_LABEL = KIND_LABEL;
