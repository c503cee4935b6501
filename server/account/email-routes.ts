import { randomBytes } from 'node:crypto';

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import {
  CertificateCheckData,
  CertificateCheckQuery,
  CrmEmailData,
  CrmEmailQuery,
  SendEmailBody,
  SendEmailData,
} from '@/api/account/contract-email';
import { EmptyQuery, object } from '@/api/core/contract';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import { dashed, formatShanghaiSecond, shanghaiParts } from '@/shared/time';
import { isEmailChange } from '@/shared/validation/email-change';

import { GATEWAY_NO_STATEMENT_MAIL, refuseInGateway } from '../auth/gateway-limits';
import { current, requireSession } from '../auth/guard';
import type { AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { BusinessError, hint, ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { oneAtATime } from '../core/one-at-a-time';
import { changeEmail, EMAIL_CHANGE_NEEDS_SMS } from '../user/email-change';
import { composeBill } from './bill-mail';
import {
  DAILY_EMAIL_LIMIT,
  EMAIL_INVALID,
  EMAIL_LIMIT_MESSAGE,
  EMAIL_MISSING,
  EMAIL_NOT_ON_FILE,
  isEmailAddress,
  maskName,
  ORGANISATION_COUNTER,
  sendsLeft,
} from './email-rules';
import { composeMail } from './mailer';
import { CERTIFICATE_TITLE, certificateDocument } from './statement-pdf';
import { periodOf, statementData } from './statements';
import {
  emailOf,
  findCertificate,
  insertCertificate,
  insertSendWithinQuota,
  outbox,
  sendsOn,
} from './store-email';

const today = (ctx: Context) => shanghaiParts(ctx.clock.now()).date;

/** A code a person can type: 4 groups of 4 (no 0/O or 1/I to misread). */
function verificationCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const chars = [...randomBytes(16)].map((b) => alphabet[b % alphabet.length]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

async function compose(ctx: Context, account: AccountRow, type: 'bill' | 'assetCertificate') {
  const now = ctx.clock.now();
  const period = periodOf(ctx);
  if (type === 'bill') return composeBill(ctx, account, period);
  const data = statementData(ctx, account, period);
  const code = verificationCode();
  const asOf = data.asOf ?? period.endDate;
  // Recorded with the send, once the quota is taken (a refused send leaves no code that checks).
  const certificate = { code, accountId: account.id, asOf, totalAssets: data.totalAssets, issuedAt: now };
  const pdf = await ctx.pdf.render(
    certificateDocument(
      { investor: account.name, idNo: account.id_no, now, asOf, totalAssets: data.totalAssets, code },
      data.holdings,
    ),
    String(account.id),
  );
  const text = `尊敬的${account.name}：\n\n附件为您截至${dashed(asOf)}的资产证明，核验码${code}。\n\n国证资管 客服热线95517`;
  return {
    subject: `国证资管${CERTIFICATE_TITLE}（${dashed(asOf)}）`,
    text,
    pdf,
    filename: `${CERTIFICATE_TITLE}.pdf`,
    certificate,
  };
}

function refuseAtLimit(ctx: Context, account: AccountRow) {
  if (sendsOn(ctx, account.id, today(ctx)) >= DAILY_EMAIL_LIMIT)
    throw new BusinessError(RESPONSE_STATE.EMAIL_SEND_LIMIT, EMAIL_LIMIT_MESSAGE);
}

async function send(ctx: Context, account: AccountRow, type: 'bill' | 'assetCertificate', address: string) {
  const day = today(ctx);
  // Refused early when the quota is spent (no PDF made for nothing); taken below, atomically.
  refuseAtLimit(ctx, account);
  const mail = await compose(ctx, account, type);
  const { messageId, raw } = await composeMail({
    to: address,
    subject: mail.subject,
    text: mail.text,
    attachment: { filename: mail.filename, content: mail.pdf },
  });
  const sent = transaction(ctx, () => {
    const within = insertSendWithinQuota(
      ctx,
      {
        accountId: account.id,
        kind: type,
        address,
        subject: mail.subject,
        sendDate: day,
        at: ctx.clock.now(),
        messageId,
        raw,
      },
      DAILY_EMAIL_LIMIT,
    );
    if (within && 'certificate' in mail && mail.certificate) insertCertificate(ctx, mail.certificate);
    return within;
  });
  if (!sent) throw new BusinessError(RESPONSE_STATE.EMAIL_SEND_LIMIT, EMAIL_LIMIT_MESSAGE);
  return ok(sendsLeft(sendsOn(ctx, account.id, day)), '邮件已发送');
}

/** Statements by e-mail, the e-mail on file, the certificate check and the dev outbox. */
export function emailRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preHandler: requireSession(ctx) };

  app.get(
    '/v1/user/crm/email',
    enveloped({ querystring: CrmEmailQuery }, CrmEmailData, guarded),
    async (request) => {
      const { account } = current(request);
      return ok({
        email: emailOf(ctx, account.id),
        sendsLeft: sendsLeft(sendsOn(ctx, account.id, today(ctx))),
        dailyLimit: DAILY_EMAIL_LIMIT,
      });
    },
  );

  app.post(
    '/v1/account/crm/email',
    enveloped({ body: SendEmailBody }, SendEmailData, guarded),
    async (request) => {
      const { account, session } = current(request);
      refuseInGateway(session, GATEWAY_NO_STATEMENT_MAIL);
      if (account.kind === '0') throw hint(ORGANISATION_COUNTER);
      const { type, ticket } = request.body;
      const typed = request.body.email?.trim();
      if (typed && !isEmailAddress(typed)) throw hint(EMAIL_INVALID);
      const onFile = emailOf(ctx, account.id);
      if (!typed && !onFile) throw hint(EMAIL_MISSING);
      // Statements carry the ID number and the holdings: only the address on file receives them. Another
      // address typed in the consignment dialog becomes the one on file first, with the SMS second factor.
      const changing = typed !== undefined && typed !== '' && isEmailChange(onFile, typed);
      if (changing && !ticket) throw hint(onFile ? EMAIL_NOT_ON_FILE : EMAIL_CHANGE_NEEDS_SMS);
      // The sends of one investor one at a time (no two PDFs made for one last send); the quota itself is
      // taken by the database, atomically (insertSendWithinQuota).
      return oneAtATime(ctx, `email-send:${account.id}`, async () => {
        if (changing) {
          refuseAtLimit(ctx, account);
          await changeEmail(ctx, account, { email: typed, ticket });
        }
        return send(ctx, account, type, emailOf(ctx, account.id) as string);
      });
    },
  );

  /** Public: anyone holding a certificate may check its code. */
  app.get(
    '/v1/account/certificate/check',
    enveloped({ querystring: CertificateCheckQuery }, CertificateCheckData),
    async (request) => {
      const found = findCertificate(ctx, request.query.code);
      if (!found) throw hint('核验码不存在，请核对后重新输入');
      return ok({
        holder: maskName(found.name),
        asOf: found.as_of,
        totalAssets: found.total_assets,
        issuedAt: formatShanghaiSecond(found.issued_at),
      });
    },
  );
}

const OutboxItem = object({
  id: Type.Integer(),
  kind: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  at: Type.String(),
  messageId: Type.String(),
  /** The whole MIME message as sent. */
  raw: Type.String(),
});

/** Dev hook: the e-mails the back office "sent", newest first. */
export function mailDevRoutes(fastify: FastifyInstance, ctx: Context): void {
  fastify
    .withTypeProvider<TypeBoxTypeProvider>()
    .get(
      '/mail/outbox',
      { schema: { querystring: EmptyQuery, response: { 200: Type.Array(OutboxItem) } } },
      async () =>
        outbox(ctx, 50).map((m) => ({
          id: m.id,
          kind: m.kind,
          to: m.address,
          subject: m.subject,
          at: formatShanghaiSecond(m.at),
          messageId: m.message_id,
          raw: m.raw,
        })),
    );
}
