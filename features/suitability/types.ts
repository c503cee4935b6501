import type { MismatchSubject, SpecialCareReason, StatementId } from '@/shared/trading';

/**
 * The inputs of the purchase verification (trading-accounts.md §3, §4). Shapes are structural so that the
 * wire contract's types (api/order/contract.ts) fit them without this module importing api/.
 */

/** The fund the investor pressed 购买 for. */
export interface FundUnderCheck {
  fundCode: string;
  fundName: string;
  /** Product category, passed to the trading-time validation. */
  productCategory?: string;
}

/** What the machine needs to know of the investor to choose a dialog's wording and its way out. */
export interface InvestorUnderCheck {
  /** Organisations consult an adviser for certification instead of certifying online (spec §6). */
  isNaturalPerson: boolean;
}

/** GET /v1/order/buyVerify data (spec §3): codes may arrive as numbers or strings. */
export interface SuitabilityVerdict {
  /** 6 professional, 0 can buy (match), 1 can buy (risk mismatch), 3 not allowed. */
  statusCode: number | string;
  /** Match flags: 1 match, 0 mismatch. */
  riskMatch: number | string;
  investmentTimeMatch: number | string;
  investmentVarietiesMatch: number | string;
  /** 1 (or true) when the product is high-risk for this investor: the high-risk notice shows. */
  highRiskProduct: number | string | boolean;
  /** Why this investor gets special care (elderly, firstPurchase): the special-care notice shows. */
  specialCare?: readonly string[];
  /** Both sides of each comparison in words, when the back office sends them. */
  comparisons?: readonly VerdictComparison[];
  /** The back office's sentences for the suitability card (validity, each comparison, its decision). */
  reasons?: readonly string[];
}

/** One comparison as buyVerify words it: 'C3 稳健型' against 'R4 中高风险', '1-3年' against '5年以上'. */
export interface VerdictComparison {
  /** 'risk', 'investmentTime', 'investmentVarieties', or one the back office adds later. */
  item: string;
  investorValue: string;
  productValue: string;
}

/** GET /v1/order/agreementSigned data: productType 1 public, 3 private; statusCode 1 signed, 0 not yet. */
export interface AgreementStatus {
  productType: number | string;
  statusCode: number | string;
}

/** GET /v1/agreement/infoPublish: the public product's summary (产品概要) to read and confirm. */
export interface ProductSummary {
  noticeCode: string;
  fileName: string;
  /** Where the file opens; optional because some back offices give only the name. */
  url?: string;
}

/** A failed call as the api layer's error reader gives it: a state code and the server's message. */
export interface CallFailure {
  /** Absent when nothing is known (the api layer's reader gives none). */
  state?: number | string;
  message?: string;
  /** Spec §8: 403000 is silently ignored: the chain ends without a dialog. */
  silent?: boolean;
}

/** The three comparisons a non-professional investor confirms one by one when they do not match. */
export type MismatchKind = MismatchSubject;

export type { SpecialCareReason };

/** One dialog's written confirmation as the order carries it (api/order/contract-orders WrittenConfirmation). */
export interface WrittenConfirmation {
  statement: StatementId;
  version: string;
  /** The statement's words as ticked. */
  text: string;
  /** The page's time of the press, ISO 8601. */
  confirmedAt: string;
}
