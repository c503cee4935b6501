import { Type, type Static } from '@sinclair/typebox';

import { EmptyQuery, object, str } from '../core/contract';

/** An adviser (投资顾问) of the company. */
export const Adviser = object({ code: Type.String(), name: Type.String() });
export type Adviser = Static<typeof Adviser>;

/** 我的顾问 GET /v1/subscription/crm/ */
export const SubscriptionQuery = EmptyQuery;
export type SubscriptionQuery = Static<typeof SubscriptionQuery>;
/** 我的顾问 GET /v1/subscription/crm/: the adviser subscribed to (null when none) and when. */
export const SubscriptionData = object({
  adviser: Type.Union([Adviser, Type.Null()]),
  subscribedAt: Type.Union([Type.String(), Type.Null()]),
});
export type SubscriptionData = Static<typeof SubscriptionData>;

/**
 * 订阅二维码 GET /v1/subscription/QRCode: a PNG (image/png, not the envelope) of the link that opens the
 * subscription screen on a phone, naming the adviser subscribed to.
 */
export const QrCodeQuery = EmptyQuery;
export type QrCodeQuery = Static<typeof QrCodeQuery>;

/** 订阅顾问 POST /v1/subscription/crm/employees: the adviser's employee code (工号). */
export const EmployeesBody = object({ code: str(16, { pattern: '^[A-Za-z0-9]+$' }) });
export type EmployeesBody = Static<typeof EmployeesBody>;
/** 订阅顾问 POST /v1/subscription/crm/employees */
export const EmployeesData = SubscriptionData;
export type EmployeesData = Static<typeof EmployeesData>;
