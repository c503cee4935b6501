import { Type, type Static } from '@sinclair/typebox';

import { EmptyQuery, object } from '../core/contract';

/** A person named by an organisation: masked document number and phone. */
export const OrgParty = object({
  name: Type.String(),
  idType: Type.String(),
  idNoMasked: Type.String(),
  /** yyyyMMdd; 99991231 long term; null when not on file. */
  idValidTo: Type.Union([Type.String(), Type.Null()]),
  phoneMasked: Type.Union([Type.String(), Type.Null()]),
  /** A beneficial owner's share, e.g. '60%'. */
  ratio: Type.Union([Type.String(), Type.Null()]),
});
export type OrgParty = Static<typeof OrgParty>;

/** 机构经办人 GET /v1/user/org/contactor (organisations only; a person gets 403000). */
export const OrgContactorQuery = EmptyQuery;
export type OrgContactorQuery = Static<typeof OrgContactorQuery>;
/** The organisation's agent (经办人) with the encryptId that names them to POST /v1/user/contactor and the OCR. */
export const OrgAgent = object({ ...OrgParty.properties, encryptId: Type.String() });
export type OrgAgent = Static<typeof OrgAgent>;

/** 机构经办人 GET /v1/user/org/contactor: the contactor (agent), legal person and responsible person. */
export const OrgContactorData = object({
  contactor: Type.Union([OrgAgent, Type.Null()]),
  legal: Type.Union([OrgParty, Type.Null()]),
  responsible: Type.Union([OrgParty, Type.Null()]),
});
export type OrgContactorData = Static<typeof OrgContactorData>;

/** 受益所有人 GET /v1/user/beneficiary (organisations only). */
export const BeneficiaryQuery = EmptyQuery;
export type BeneficiaryQuery = Static<typeof BeneficiaryQuery>;
/** A beneficial owner: the party, with its type (spec: codes 001–034) and the back office's label for it. */
export const BeneficialOwner = object({
  ...OrgParty.properties,
  ownerType: Type.Union([Type.String({ pattern: '^0[0-3][0-9]$' }), Type.Null()]),
  ownerTypeLabel: Type.Union([Type.String({ maxLength: 100 }), Type.Null()]),
});
export type BeneficialOwner = Static<typeof BeneficialOwner>;
/** 受益所有人 GET /v1/user/beneficiary */
export const BeneficiaryData = Type.Array(BeneficialOwner);
export type BeneficiaryData = Static<typeof BeneficiaryData>;

/** 基金交易账号 GET /v1/user/taAccount */
export const TaAccountQuery = EmptyQuery;
export type TaAccountQuery = Static<typeof TaAccountQuery>;
/** 基金交易账号 GET /v1/user/taAccount: the fund account and each trade account. */
export const TaAccountData = object({
  fundAccount: Type.String(),
  tradeAccounts: Type.Array(Type.String()),
});
export type TaAccountData = Static<typeof TaAccountData>;

/** 税收居民身份声明 GET /v1/user/crs */
export const CrsQuery = EmptyQuery;
export type CrsQuery = Static<typeof CrsQuery>;
/** 税收居民身份声明 GET /v1/user/crs: '1' resident of China only (dictionary 9); the text shown. */
export const CrsData = object({ taxResident: Type.String(), label: Type.String() });
export type CrsData = Static<typeof CrsData>;
