import { Type, type Static } from '@sinclair/typebox';

import { Flag, FundCode, NoData, object, query, str } from '../core/contract';

/** Codes of agreements, notices and businesses. */
const Code = str(32, { pattern: '^[A-Za-z0-9_-]+$' });

/** 签署协议 POST /v1/agreement/sign (session needed); signing twice keeps the first signature. */
export const AgreementSignBody = object({ agreementId: Code, agreementType: Code });
export type AgreementSignBody = Static<typeof AgreementSignBody>;
/** 签署协议 POST /v1/agreement/sign */
export const AgreementSignData = NoData;
export type AgreementSignData = Static<typeof AgreementSignData>;

/** 签署信息披露公告 POST /v1/agreement/signInfoPublish (session needed). */
export const SignInfoPublishBody = object({ fundBusinessCode: Code, fundCode: FundCode, noticeCode: Code });
export type SignInfoPublishBody = Static<typeof SignInfoPublishBody>;
/** 签署信息披露公告 POST /v1/agreement/signInfoPublish */
export const SignInfoPublishData = NoData;
export type SignInfoPublishData = Static<typeof SignInfoPublishData>;

/** 信息披露文件 GET /v1/agreement/infoPublish (session needed): the notices to read before this business. */
export const InfoPublishQuery = query({ fundCode: FundCode, fundBusinessCode: Code });
export type InfoPublishQuery = Static<typeof InfoPublishQuery>;

/**
 * A notice to read and confirm (for a public product: its summary, 产品概要). filePath: the document's URL
 * on this site; fileHash: SHA-256 (hex) of its bytes, recorded with the signature as evidence.
 */
export const InfoPublishNotice = object({
  noticeCode: Code,
  fileName: str(200),
  filePath: str(500, { pattern: '^/[^\\s]*$' }),
  fileHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  signed: Flag,
});
export type InfoPublishNotice = Static<typeof InfoPublishNotice>;
/** 信息披露文件 GET /v1/agreement/infoPublish: empty when the file is missing (产品概要文件缺失). */
export const InfoPublishData = Type.Array(InfoPublishNotice, { maxItems: 20 });
export type InfoPublishData = Static<typeof InfoPublishData>;
