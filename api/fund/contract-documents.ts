import { Type, type Static } from '@sinclair/typebox';

import { Day, FundCode, Nullable, object, query, str, StringEnum } from '../core/contract';
import { BackEndRate } from '../order/contract';
import { FiguresWithheld } from './contract';

/**
 * What a document of a fund is: 基金合同 (a private plan's 资产管理合同), 招募说明书, 产品资料概要, a private
 * plan's 风险揭示书, or one of its announcements (发售, 合同生效 / 成立, 分红, 终止).
 */
export const FundDocumentKind = StringEnum([
  'contract',
  'prospectus',
  'summary',
  'riskDisclosure',
  'announcement',
]);
export type FundDocumentKind = Static<typeof FundDocumentKind>;

/** One document (spec §3 info-publish notice: noticeCode, fileName; contract file: path), a PDF. */
export const FundDocument = object({
  kind: FundDocumentKind,
  noticeCode: str(40),
  fileName: str(120),
  /** Its publication date; null for a fund not yet raised. */
  publishDate: Nullable(Day),
  /** Where the portal opens it (a PDF). */
  path: str(120),
});
export type FundDocument = Static<typeof FundDocument>;

/** 基金档案 GET /v1/fund/contract (no session): the documents of one fund. */
export const FundContractQuery = query({ fundCode: FundCode });
export type FundContractQuery = Static<typeof FundContractQuery>;

/**
 * 基金档案 GET /v1/fund/contract: the fund's manager, its redemption fee steps (a term of its contract) and its
 * documents, the contract and prospectus first, announcements newest first. A private plan's documents and
 * fees go only to the investors who may see its figures: for anyone else both lists are empty and
 * documentsWithheld says why.
 */
export const FundContractData = object({
  fundCode: FundCode,
  fundName: str(100),
  manager: str(50),
  /** 赎回费 by holding period (the shape of a back-end schedule: minDays to maxDays, rate in percent). */
  redemptionFees: Type.Array(BackEndRate, { maxItems: 20 }),
  documents: Type.Array(FundDocument, { maxItems: 60 }),
  documentsWithheld: FiguresWithheld,
});
export type FundContractData = Static<typeof FundContractData>;
