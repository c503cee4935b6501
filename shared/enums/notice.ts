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

/** Expiry notice kinds 1-4 (the spec gives codes only; docs/decisions.md): what ends. */
export const EXPIRY_NOTICE_KIND = {
  '1': '证件',
  '2': '风险测评',
  '3': '合格投资者认证',
  '4': '专业投资者认证',
} as const satisfies CodeTable;
export type ExpiryNoticeKind = keyof typeof EXPIRY_NOTICE_KIND;

/** Expiry reminder reasons 1-7 (codes only in the spec; docs/decisions.md): why the reminder is shown. */
export const EXPIRY_REASON = {
  '1': '即将到期',
  '2': '今日到期',
  '3': '已过期',
  '4': '更新审核中',
  '5': '更新未通过',
  '6': '有效期未登记',
  '7': '长期有效',
} as const satisfies CodeTable;
export type ExpiryReason = keyof typeof EXPIRY_REASON;
