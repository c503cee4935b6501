import { Type, type Static } from '@sinclair/typebox';

import { Day, EmptyBody, object, OtherCertificateType, query, str, Token } from '../core/contract';
import { IdentityChange } from './contract';

/**
 * The agent's encryptId (GET /v1/user/org/contactor issues it): on /v1/user/contactor and its count it names the
 * organisation's agent (经办人), whose document the call is about; without it the call is the responsible
 * person's (负责人).
 */
export const EncryptId = str(128, { pattern: '^[A-Za-z0-9_=+/-]+$' });

/** 今日证件更新次数 POST /v1/user/idCard/count, /corporate/count; GET /v1/user/idCard/contactor/count */
export const ChangeCountBody = EmptyBody;
export type ChangeCountBody = Static<typeof ChangeCountBody>;
export const ChangeCountQuery = query({ encryptId: Type.Optional(EncryptId) });
export type ChangeCountQuery = Static<typeof ChangeCountQuery>;
/** Applications of this kind made today and how many a day allows. */
export const ChangeCountData = object({ used: Type.Integer(), limit: Type.Integer() });
export type ChangeCountData = Static<typeof ChangeCountData>;

/** ?encryptId= the agent's (POST and PUT /v1/user/contactor); the photos were recognised with it too. */
export const ChangeQuery = query({ encryptId: Type.Optional(EncryptId) });
export type ChangeQuery = Static<typeof ChangeQuery>;

/**
 * 证件更新申请 POST /v1/user/idCard, /corporate, /contactor: the recognised card (both OCR tokens of this
 * session), the name as checked, its validity; `ticket` from POST /v1/auth/2fa. One application under review
 * per kind (402007). A document other than the ID card comes from the other-certificate form instead: name,
 * idType and idNo (at most 50) with the ticket, no photos and no validity.
 */
export const ChangeBody = object({
  portraitToken: Type.Optional(Token),
  emblemToken: Type.Optional(Token),
  name: str(50),
  idNo: str(50),
  idType: Type.Optional(OtherCertificateType),
  beginDate: Type.Optional(Day),
  endDate: Type.Optional(Day),
  ticket: Token,
});
export type ChangeBody = Static<typeof ChangeBody>;
/** 证件更新申请 POST: the application, under review. */
export const ChangeData = IdentityChange;
export type ChangeData = Static<typeof ChangeData>;

/** 撤回证件更新申请 PUT /v1/user/idCard, /corporate, /contactor: withdraws the one under review. */
export const WithdrawBody = object({ id: str(20, { pattern: '^[0-9]+$' }) });
export type WithdrawBody = Static<typeof WithdrawBody>;
/** 撤回证件更新申请 PUT: the application, now not passed with the reason 投资者撤回. */
export const WithdrawData = IdentityChange;
export type WithdrawData = Static<typeof WithdrawData>;

/** 身份证号校验 POST /v1/user/idCard/check: does the recognised number belong to this investor? */
export const IdCardCheckBody = object({ portraitToken: Token });
export type IdCardCheckBody = Static<typeof IdCardCheckBody>;
/** 身份证号校验 POST /v1/user/idCard/check */
export const IdCardCheckData = Type.Boolean();
export type IdCardCheckData = Static<typeof IdCardCheckData>;
