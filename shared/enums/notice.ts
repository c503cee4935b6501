import type { CodeTable } from './code-table';

/** Ids of `GET /v1/dict/{id}`. */
export const DICTIONARY_ID = {
  vocation: 3,
  nationality: 4,
  personCertificateType: 6,
  education: 7,
  yearIncome: 8,
  taxResident: 9,
  naturalType: 10,
  badIntegrity: 11,
  province: 12,
  city: 13,
  county: 14,
  marriage: 15,
} as const;
export type DictionaryName = keyof typeof DICTIONARY_ID;
export type DictionaryId = (typeof DICTIONARY_ID)[DictionaryName];

/** The dictionaries kept for the whole session (spec §3). */
export const CACHED_DICTIONARIES: readonly DictionaryId[] = [
  DICTIONARY_ID.vocation,
  DICTIONARY_ID.nationality,
];

export const STATEMENT_PERIOD = {
  daily: '日报',
  weekly: '周报',
  monthly: '月报',
} as const satisfies CodeTable;
export type StatementPeriod = keyof typeof STATEMENT_PERIOD;

export const REMINDER_KIND = {
  netValue: '净值提醒',
  redeem: '赎回提醒',
  statement: '对账单',
} as const satisfies CodeTable;
export type ReminderKind = keyof typeof REMINDER_KIND;

export const NOTICE_CHANNEL = {
  officialAccount: '微信公众号',
  email: '电子邮箱',
} as const satisfies CodeTable;
export type NoticeChannel = keyof typeof NOTICE_CHANNEL;

/** What `POST /v1/account/crm/email` sends. */
export const SEND_EMAIL_TYPE = { bill: '对账单', assetCertificate: '资产证明' } as const satisfies CodeTable;
export type SendEmailType = keyof typeof SEND_EMAIL_TYPE;

/** Expiry notice kinds 1-4 and reminder reasons 1-7: codes only, the spec shows no labels. */
export const EXPIRY_NOTICE_KIND_CODES = ['1', '2', '3', '4'] as const;
export const EXPIRY_REASON_CODES = ['1', '2', '3', '4', '5', '6', '7'] as const;
