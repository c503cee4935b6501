import { Type, type Static } from '@sinclair/typebox';

import { Day, EmptyQuery, NoData, object, str, StringEnum, Token } from '../core/contract';

/** 用户档案（crmId） GET /v1/user/profile */
export const UserProfileQuery = EmptyQuery;
export type UserProfileQuery = Static<typeof UserProfileQuery>;
/** 用户档案（crmId） GET /v1/user/profile: a Registered user without a crmId has not finished registering. */
export const UserProfileData = object({ crmId: Type.Union([Type.String(), Type.Null()]) });
export type UserProfileData = Static<typeof UserProfileData>;

/**
 * A natural person's profile (spec §3 dictionaries), each a code of its dictionary or '' when not given:
 * nationality (4), education (7), year income band (8), marriage (15), province / city / county (12–14).
 */
const code = (maxLength: number, pattern: string) => Type.String({ maxLength, pattern });
export const ProfileCodes = {
  nationality: code(3, '^([A-Z]{3})?$'),
  education: code(2, '^(0[1-9])?$'),
  yearIncome: code(1, '^[1-5]?$'),
  marriage: code(1, '^[01]?$'),
  province: code(6, '^([0-9]{6})?$'),
  city: code(6, '^([0-9]{6})?$'),
  county: code(6, '^([0-9]{6})?$'),
};
export type ProfileName = keyof typeof ProfileCodes;
export type ProfileCodes = Record<ProfileName, string>;

/** Contact details an investor edits on 个人资料 (ModifyInfo). */
export const ContactFields = object({
  /** At least 8 Chinese characters, ending with a floor or door number (trading-accounts §5). */
  address: str(150),
  postcode: str(6, { pattern: '^[0-9]{6}$' }),
  /** Landline area code (3–4 digits) and number (7–8 digits). */
  areaCode: str(4, { pattern: '^0[0-9]{2,3}$' }),
  landline: str(8, { pattern: '^[0-9]{7,8}$' }),
  email: str(100),
  /** Vocation code (dictionary 3). */
  vocation: str(8, { pattern: '^[0-9A-Za-z]+$' }),
  /** Absent: '' (not given). */
  nationality: Type.Optional(ProfileCodes.nationality),
  education: Type.Optional(ProfileCodes.education),
  yearIncome: Type.Optional(ProfileCodes.yearIncome),
  marriage: Type.Optional(ProfileCodes.marriage),
  province: Type.Optional(ProfileCodes.province),
  city: Type.Optional(ProfileCodes.city),
  county: Type.Optional(ProfileCodes.county),
});
export type ContactFields = Static<typeof ContactFields>;

/** An identity-document change application (audit flag 0 under review, 1 passed, 2 not passed). */
export const IdentityChange = object({
  id: Type.String(),
  /** idCard own card; corporate legal person; contactor responsible person (负责人); agent the agent (经办人). */
  kind: StringEnum(['idCard', 'corporate', 'contactor', 'agent']),
  name: Type.String(),
  /** Dictionary 6: '0' the ID card, another code a document sent through the other-certificate form. */
  idType: Type.String(),
  idNoMasked: Type.String(),
  /** null: a document other than the ID card, whose validity is not asked. */
  validTo: Type.Union([Day, Type.Null()]),
  appliedAt: Type.String(),
  auditFlag: StringEnum(['0', '1', '2']),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
});
export type IdentityChange = Static<typeof IdentityChange>;

/** 我的信息 GET /v1/user */
export const UserDetailQuery = EmptyQuery;
export type UserDetailQuery = Static<typeof UserDetailQuery>;
/** 我的信息 GET /v1/user: who the investor is, their document, contacts (empty strings until written). */
export const UserDetailData = object({
  name: Type.String(),
  isNaturalPerson: Type.Boolean(),
  idType: Type.String(),
  idNoMasked: Type.String(),
  /** yyyyMMdd; 99991231 long term. */
  idValidTo: Type.Union([Day, Type.Null()]),
  idExpired: Type.Boolean(),
  phoneMasked: Type.String(),
  fundAccount: Type.String(),
  contact: object({
    address: Type.String(),
    postcode: Type.String(),
    areaCode: Type.String(),
    landline: Type.String(),
    email: Type.String(),
    vocation: Type.String(),
    ...ProfileCodes,
  }),
  /** The newest application of each kind, if any. */
  changes: Type.Array(IdentityChange),
});
export type UserDetailData = Static<typeof UserDetailData>;

/**
 * 修改个人资料 PUT /v1/user. A new e-mail (another address than the one on file) needs `ticket` from POST
 * /v1/auth/2fa, as the identity changes do; the old address is told. A gateway session changes nothing here.
 */
export const UserUpdateBody = object({ ...ContactFields.properties, ticket: Type.Optional(Token) });
export type UserUpdateBody = Static<typeof UserUpdateBody>;
/** 修改个人资料 PUT /v1/user */
export const UserUpdateData = NoData;
export type UserUpdateData = Static<typeof UserUpdateData>;
