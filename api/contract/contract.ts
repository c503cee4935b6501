import { Type, type Static } from '@sinclair/typebox';

import { Flag, FundCode, Nullable, object, query, str, StringEnum, Token } from '../core/contract';

const Sha256 = Type.String({ pattern: '^[0-9a-f]{64}$' });
const Code = str(32, { pattern: '^[A-Za-z0-9_-]+$' });
const SitePath = str(300, { pattern: '^/[^\\s]*$' });
/** The two documents of a private product read before signing. */
export const ReadKind = StringEnum(['contract', 'riskDisclosure']);
export type ReadKind = Static<typeof ReadKind>;

/** 电子合同文件 GET /v1/contract?fundCode: the files of the contract preview dialog (spec §2). */
export const ContractFilesQuery = query({ fundCode: FundCode });
export type ContractFilesQuery = Static<typeof ContractFilesQuery>;
export const ContractFile = object({
  kind: ReadKind,
  noticeCode: Code,
  fileName: str(200),
  path: SitePath,
  signed: Flag,
});
export type ContractFile = Static<typeof ContractFile>;
/** 电子合同文件 GET /v1/contract: empty when the product has no electronic contract. */
export const ContractFilesData = Type.Array(ContractFile, { maxItems: 10 });
export type ContractFilesData = Static<typeof ContractFilesData>;

/** 合同模板 GET /v1/contract/template (session needed). */
export const ContractTemplateQuery = query({ fundCode: FundCode });
export type ContractTemplateQuery = Static<typeof ContractTemplateQuery>;
/** 风险揭示书模板 GET /v1/riskAnnounce/template (session needed). */
export const RiskAnnounceTemplateQuery = query({ fundCode: FundCode });
export type RiskAnnounceTemplateQuery = Static<typeof RiskAnnounceTemplateQuery>;

/**
 * A document shown for reading: the back office notes when it served it (readingId) and measures the
 * reading on its own clock; the portal counts down readSeconds before 已阅读 is enabled.
 */
const Reading = {
  readingId: Type.Integer({ minimum: 1 }),
  noticeCode: Code,
  fileName: str(200),
  fileHash: Sha256,
  readSeconds: Type.Integer({ minimum: 0, maximum: 600 }),
};
/** 合同模板 GET /v1/contract/template: null when the contract file is missing (电子合同文件缺失). */
export const ContractTemplateData = Nullable(object({ ...Reading, path: SitePath }));
export type ContractTemplateData = Static<typeof ContractTemplateData>;
/** 风险揭示书模板 GET /v1/riskAnnounce/template: null when missing (风险揭示书文件缺失); field names of spec §3. */
export const RiskAnnounceTemplateData = Nullable(object({ ...Reading, riskAnnounceMouldFilePath: SitePath }));
export type RiskAnnounceTemplateData = Static<typeof RiskAnnounceTemplateData>;

/** 确认已阅读 POST /v1/contract/read: the reading served by a template call, done. */
export const ContractReadBody = object({ readingId: Type.Integer({ minimum: 1 }) });
export type ContractReadBody = Static<typeof ContractReadBody>;
/** 确认已阅读 POST /v1/contract/read: the seconds the reading lasted on the back office's clock. */
export const ContractReadData = object({ seconds: Type.Integer({ minimum: 0 }) });
export type ContractReadData = Static<typeof ContractReadData>;

/** 投资者声明条款 GET /v1/contract/declaration: the 13 items to tick one by one (spec §9). */
export const DeclarationQuery = query({ fundCode: FundCode });
export type DeclarationQuery = Static<typeof DeclarationQuery>;
export const DeclarationItem = object({ code: Code, text: str(300) });
export type DeclarationItem = Static<typeof DeclarationItem>;
export const DeclarationData = Type.Array(DeclarationItem, { minItems: 13, maxItems: 13 });
export type DeclarationData = Static<typeof DeclarationData>;

/** 提交投资者声明 POST /v1/contract/declaration: every item's code, all 13, each once. */
export const DeclareBody = object({
  fundCode: FundCode,
  items: Type.Array(Code, { minItems: 1, maxItems: 13, uniqueItems: true }),
});
export type DeclareBody = Static<typeof DeclareBody>;
export const DeclareData = Type.Null();
export type DeclareData = Static<typeof DeclareData>;

/**
 * 签署风险揭示书 POST /v1/riskAnnounce/sign: the risk disclosure, read as served now, is signed on its own
 * before the contract (募集行为管理办法: explained and signed before the contract); refused (402002, with
 * the step still missing) before the trade password, the engagement and the disclosure's reading. Until it
 * is signed in its current version, POST /v1/contract/read refuses the contract's reading.
 */
export const RiskAnnounceSignBody = object({ fundCode: FundCode });
export type RiskAnnounceSignBody = Static<typeof RiskAnnounceSignBody>;
/** 签署风险揭示书 POST /v1/riskAnnounce/sign: when it was signed (yyyy-MM-dd HH:mm:ss, Asia/Shanghai). */
export const RiskAnnounceSignData = object({ signedAt: str(19) });
export type RiskAnnounceSignData = Static<typeof RiskAnnounceSignData>;

/**
 * 签署前校验 GET /v1/contract/verify: refused (402002, with the step still missing) until the engagement
 * is signed, the risk disclosure read and signed, the contract read as served now and the declaration is
 * made; then a one-use token for POST /v1/contract, valid 30 minutes.
 */
export const ContractVerifyQuery = query({ fundCode: FundCode });
export type ContractVerifyQuery = Static<typeof ContractVerifyQuery>;
export const ContractVerifyData = object({ token: Token });
export type ContractVerifyData = Static<typeof ContractVerifyData>;

/** 签署电子合同 POST /v1/contract (fundCode, type, token: spec §7); type 1: the contract (its disclosure signed before). */
export const ContractSignBody = object({ fundCode: FundCode, type: StringEnum(['1']), token: Token });
export type ContractSignBody = Static<typeof ContractSignBody>;
/** 签署电子合同 POST /v1/contract: when it was signed (yyyy-MM-dd HH:mm:ss, Asia/Shanghai). */
export const ContractSignData = object({ signedAt: str(19) });
export type ContractSignData = Static<typeof ContractSignData>;
