import { Type, type Static } from '@sinclair/typebox';

import { EmptyQuery, Nullable, object, str, StringEnum } from '../core/contract';

/**
 * 对账单与提醒 (spec: statement and reminder kinds daily, weekly, monthly; net-value, redeem reminder,
 * account statement; channels official account or e-mail): what the investor subscribed to. A kind with no
 * channel is not subscribed. The labels are shared/enums/notice.ts's.
 */
export const NoticeChannel = StringEnum(['officialAccount', 'email']);
export type NoticeChannel = Static<typeof NoticeChannel>;
export const StatementPeriod = StringEnum(['daily', 'weekly', 'monthly']);
export type StatementPeriod = Static<typeof StatementPeriod>;

/** Each channel at most once. */
const Channels = Type.Array(NoticeChannel, { maxItems: 2, uniqueItems: true });

export const NoticeSettings = object({
  /** 对账单: the period it covers (日报 / 周报 / 月报) and where it goes. */
  statement: object({ period: StatementPeriod, channels: Channels }),
  /** 净值提醒: the NAVs of the funds held, each evening they are published. */
  netValue: object({ channels: Channels }),
  /** 赎回提醒: a redemption's confirmed amount and the day the money arrives, once it is confirmed. */
  redeem: object({ channels: Channels }),
});
export type NoticeSettings = Static<typeof NoticeSettings>;

/** 对账单与提醒 GET /v1/subscription/notices */
export const NoticeSettingsQuery = EmptyQuery;
export type NoticeSettingsQuery = Static<typeof NoticeSettingsQuery>;
/**
 * 对账单与提醒 GET /v1/subscription/notices: the settings and the e-mail on file they go to (null: none, so
 * the e-mail channel cannot be chosen yet).
 */
export const NoticeSettingsData = object({ settings: NoticeSettings, email: Nullable(str(254)) });
export type NoticeSettingsData = Static<typeof NoticeSettingsData>;

/**
 * 保存对账单与提醒 POST /v1/subscription/notices: the whole settings (what is not named is unsubscribed).
 * The e-mail channel needs an e-mail on file (else 请先在个人信息中填写电子邮箱).
 */
export const NoticeSettingsBody = NoticeSettings;
export type NoticeSettingsBody = Static<typeof NoticeSettingsBody>;
