import type { FundDocument } from '@/api/fund/contract-documents';
import { isPrivateProduct } from '@/shared/enums/fund';
import { addDays, dashed, type YyyyMmDd } from '@/shared/time';

import { contractTitle, disclosureTitle } from '../../contract/document-sources';
import type { FundSpec } from '../types';

/** The manager every product of the catalogue names (its contracts' 基金管理人 / 管理人). */
export const MANAGER = '国证资产管理有限公司';

/** One document: what the list shows, and what an announcement is about (for its text). */
export interface DocumentEntry extends FundDocument {
  title: string;
  /** An announcement's event: the date it tells of, and a dividend's amount per share. */
  event: {
    kind: 'raise' | 'inception' | 'dividend' | 'termination';
    date: YyyyMmDd;
    perShare?: string;
  } | null;
}

const entry = (
  kind: FundDocument['kind'],
  noticeCode: string,
  title: string,
  publishDate: YyyyMmDd | null,
  event: DocumentEntry['event'] = null,
): DocumentEntry => ({
  kind,
  noticeCode,
  title,
  fileName: `${title}.pdf`,
  publishDate,
  path: `/fund-documents/${noticeCode}.pdf`,
  event,
});

/**
 * A fund's announcements from its own history (its raise, inception, dividends and termination), published
 * by today only: a raise's 3 days before it opens, a dividend's 2 days before its ex-date. Newest first.
 */
function announcements(spec: FundSpec, today: YyyyMmDd): DocumentEntry[] {
  const own = isPrivateProduct(spec.productType);
  const { code, name } = spec;
  const list: DocumentEntry[] = [];
  if (spec.raise) {
    const title = own ? `${name}募集公告` : `${name}基金份额发售公告`;
    list.push(
      entry('announcement', `FS${code}`, title, addDays(spec.raise.from, -3), {
        kind: 'raise',
        date: spec.raise.from,
      }),
    );
  }
  if (spec.inception) {
    const title = own ? `${name}成立公告` : `${name}基金合同生效公告`;
    list.push(
      entry('announcement', `SX${code}`, title, spec.inception, { kind: 'inception', date: spec.inception }),
    );
  }
  for (const dividend of spec.dividends) {
    const title = `${name}${own ? '收益分配' : '分红'}公告（${dashed(dividend.exDate)}）`;
    list.push(
      entry('announcement', `FH${code}${dividend.exDate}`, title, addDays(dividend.exDate, -2), {
        kind: 'dividend',
        date: dividend.exDate,
        perShare: dividend.perShare,
      }),
    );
  }
  if (spec.lastNavDate) {
    const title = own ? `${name}终止公告` : `${name}基金合同终止及基金财产清算公告`;
    list.push(
      entry('announcement', `ZZ${code}`, title, spec.lastNavDate, {
        kind: 'termination',
        date: spec.lastNavDate,
      }),
    );
  }
  return list
    .filter((item) => item.publishDate !== null && item.publishDate <= today)
    .sort((a, b) => (b.publishDate as string).localeCompare(a.publishDate as string));
}

/**
 * Every document of a fund: a public fund's 基金合同, 招募说明书 and 产品资料概要 (when its terms have one), a
 * private plan's 资产管理合同 and 风险揭示书 (the very files it is signed with), then its announcements.
 */
export function fundDocuments(spec: FundSpec, today: YyyyMmDd): DocumentEntry[] {
  const { code, name, documents } = spec;
  const issued = spec.raise ? addDays(spec.raise.from, -3) : spec.inception;
  const legal: DocumentEntry[] = [];
  if (isPrivateProduct(spec.productType)) {
    if (documents.contract)
      legal.push(entry('contract', documents.contract.noticeCode, contractTitle(spec), issued));
    if (documents.riskDisclosure) {
      const title = disclosureTitle(spec);
      legal.push(entry('riskDisclosure', documents.riskDisclosure.noticeCode, title, issued));
    }
  } else {
    legal.push(entry('contract', `JJHT${code}`, `${name}基金合同`, issued));
    legal.push(entry('prospectus', `ZMSMS${code}`, `${name}招募说明书`, issued));
    if (documents.summary) {
      const title = documents.summary.fileName.replace(/\.pdf$/i, '');
      legal.push(entry('summary', documents.summary.noticeCode, title, issued));
    }
  }
  return [...legal, ...announcements(spec, today)];
}
