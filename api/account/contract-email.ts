import { Type, type Static } from '@sinclair/typebox';

import { Nullable, object, query, str, StringEnum, Token } from '../core/contract';
import { Money } from '../core/contract-trading';

/**
 * Statements by e-mail (trading-accounts.md §3–§5, §8): the e-mail on file and the sends left today, the
 * send itself (a bill: 对账单, or an asset certificate: 资产证明, the PDF attached), and the public check of a
 * certificate's verification code.
 */

/** 邮箱信息 GET /v1/user/crm/email */
export const CrmEmailQuery = query();
export type CrmEmailQuery = Static<typeof CrmEmailQuery>;
/** 邮箱信息: the address on file (null: none), the sends left today and the daily limit. */
export const CrmEmailData = object({
  email: Nullable(str(254)),
  sendsLeft: Type.Integer({ minimum: 0 }),
  dailyLimit: Type.Integer({ minimum: 1 }),
});
export type CrmEmailData = Static<typeof CrmEmailData>;

export const SendEmailType = StringEnum(['bill', 'assetCertificate']);
export type SendEmailType = Static<typeof SendEmailType>;

/**
 * 发送邮件 POST /v1/account/crm/email: type bill or assetCertificate; email is the address typed in the
 * consignment dialog (absent: the address on file). The mail goes only to the address on file: a typed one
 * that is not it becomes it first, with ticket, the SMS second factor of POST /v1/auth/2fa (without:
 * 仅可发送至您登记的邮箱…, or 修改电子邮箱须先完成短信验证 when none is on file). A malformed address is refused
 * with 邮箱地址不合规范，请重新输入; none typed and none on file with 请先输入邮箱地址; the daily limit with 400037.
 */
export const SendEmailBody = object({
  type: SendEmailType,
  email: Type.Optional(Type.String({ maxLength: 254 })),
  ticket: Type.Optional(Token),
});
export type SendEmailBody = Static<typeof SendEmailBody>;
/** 发送邮件: data is the number of sends left today. */
export const SendEmailData = Type.Integer({ minimum: 0 });
export type SendEmailData = Static<typeof SendEmailData>;

/** 资产证明核验 GET /v1/account/certificate/check (public): the code printed on the certificate. */
export const CertificateCheckQuery = query({ code: str(32, { pattern: '^[A-Z0-9-]+$' }) });
export type CertificateCheckQuery = Static<typeof CertificateCheckQuery>;
/** 资产证明核验: the masked name, the date it stands on, the total and when it was issued. */
export const CertificateCheckData = object({
  holder: str(60),
  asOf: str(8),
  totalAssets: Money,
  issuedAt: str(19),
});
export type CertificateCheckData = Static<typeof CertificateCheckData>;
