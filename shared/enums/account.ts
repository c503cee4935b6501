import type { CodeTable } from './code-table';

export const YES_NO = { '1': '是', '0': '否' } as const satisfies CodeTable;
export type YesNo = keyof typeof YES_NO;

export const ACCOUNT_KIND = {
  '0': '机构',
  '1': '个人',
  '2': '产品',
  '3': '注册用户',
} as const satisfies CodeTable;
export type AccountKind = keyof typeof ACCOUNT_KIND;

export const ACCOUNT_STATUS = { '0': '正常', '1': '已禁用', '2': '未注册' } as const satisfies CodeTable;
export type AccountStatus = keyof typeof ACCOUNT_STATUS;

export const MAIN_ACCOUNT_FLAG = { '1': '主账户', '0': '非主账户' } as const satisfies CodeTable;
export const SIGNED_FLAG = { '1': '已签署', '0': '未签署' } as const satisfies CodeTable;

/** Where a login comes from (person login page). */
export const LOGIN_CHANNEL = { Trade: '1', GuanWang: '2' } as const;
export type LoginChannel = (typeof LOGIN_CHANNEL)[keyof typeof LOGIN_CHANNEL];
export const LOGIN_CHANNEL_LABEL = {
  '1': '网上交易',
  '2': '官网',
} as const satisfies CodeTable<LoginChannel>;

/** The two login forms, also the `loginType` of the remembered last login. */
export const LOGIN_TYPE = { account: '个人登录', organization: '机构登录' } as const satisfies CodeTable;
export type LoginType = keyof typeof LOGIN_TYPE;

/** Organisation login `type`: 1 fund (TA) account, 0 fund trade account. */
export const ORG_ACCOUNT_TYPE = { '1': '基金账号', '0': '基金交易账号' } as const satisfies CodeTable;
export type OrgAccountType = keyof typeof ORG_ACCOUNT_TYPE;

/** The message of an empty organisation account field follows the account type (spec §5). */
export const ORG_ACCOUNT_REQUIRED = {
  '1': '请输入基金账号',
  '0': '请输入基金交易账号',
} as const satisfies CodeTable<OrgAccountType>;

/** `userType` of the login answer: a registered user holds a consignment account. */
export const USER_TYPE_REGISTERED = 'Registered';

export const CAPTCHA_RESULT_TYPE = {
  Login: 'Login',
  ResetPassword: 'ResetPassword',
  Message: 'Message',
} as const;
export type CaptchaResultType = keyof typeof CAPTCHA_RESULT_TYPE;

/** Whose identity document a form or OCR call is about. */
export const IDENTITY_OWNER_TYPE = {
  '0': '本人',
  '1': '法定代表人',
  '2': '经办人',
} as const satisfies CodeTable;
export type IdentityOwnerType = keyof typeof IDENTITY_OWNER_TYPE;

/** OCR request `type`: which side of the ID card the photo shows. */
export const ID_CARD_SIDE = { '0': '国徽面', '1': '人像面' } as const satisfies CodeTable;
export type IdCardSide = keyof typeof ID_CARD_SIDE;
