import { type Static } from '@sinclair/typebox';

import { FundCode, NoData, object, str } from '../core/contract';

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
