import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { OcrSide } from '@/api/ocr/contract';
import {
  ChangeBody,
  ChangeCountBody,
  ChangeCountData,
  ChangeCountQuery,
  ChangeData,
  ChangeQuery,
  IdCardCheckBody,
  IdCardCheckData,
  WithdrawBody,
  WithdrawData,
} from '@/api/user/contract-identity';
import { ID_CARD_CERTIFICATE_TYPE } from '@/shared/enums';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import { USER_CENTRE_MESSAGES } from '@/shared/messages/user-centre';
import { MINUTE, shanghaiInstant, shanghaiYyyyMmDd } from '@/shared/time';
import { CHANGE_HOLDER } from '@/shared/validation/certificate-holder';
import { MESSAGES } from '@/shared/validation/messages';
import {
  normalisedCertificate,
  otherCertificateProblem,
  sameCertificateName,
} from '@/shared/validation/other-certificate';

import { current, requireSession } from '../auth/guard';
import { spendTicket } from '../auth/second-factor';
import type { AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { hashToken } from '../core/crypto/random';
import { transaction } from '../core/db/database';
import { BusinessError, hint, ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { ocrCheckPassed } from '../ocr/rules';
import { findOcrToken } from '../ocr/store';
import { agentNamedBy } from './agent-id';
import { CARD_PHOTOS_MISSING, OTHER_NAME_MISMATCH, OTHER_WITH_PHOTOS } from './change-rules';
import { DAILY_CHANGES, isRealDay } from './rules';
import {
  changeById,
  countChangesSince,
  decideChange,
  insertChange,
  pendingChange,
  type ChangeRow,
} from './store';
import { changeView } from './views';

type Kind = ChangeRow['kind'];
const OCR_TOKEN_MS = 30 * MINUTE;
const WITHDRAWN = '投资者撤回';
type Path = { kind: Exclude<Kind, 'agent'>; path: string; person: boolean };
const KINDS: Path[] = [
  { kind: 'idCard', path: '/v1/user/idCard', person: true },
  { kind: 'corporate', path: '/v1/user/corporate', person: false },
  { kind: 'contactor', path: '/v1/user/contactor', person: false },
];

/** A person changes their own card; an organisation its legal or responsible person's (403000 otherwise). */
function callerFor(request: FastifyRequest, person: boolean): AccountRow {
  const { account } = current(request);
  if ((account.kind !== '0') !== person) {
    throw new BusinessError(RESPONSE_STATE.NO_ROLE_PERMISSION, '您的账户类型不能办理该业务');
  }
  return account;
}

interface Subject {
  account: AccountRow;
  kind: Kind;
  /** The agent's record (kind 'agent'), named by the encryptId. */
  partyId: number | null;
}

/** Whose document the call is about: on /v1/user/contactor an encryptId names the agent, else the 负责人. */
function subjectOf(ctx: Context, request: FastifyRequest, on: Path, encryptId: string | undefined): Subject {
  const account = callerFor(request, on.person);
  if (on.kind !== 'contactor' || encryptId === undefined) return { account, kind: on.kind, partyId: null };
  return { account, kind: 'agent', partyId: agentNamedBy(ctx, account.id, encryptId).id };
}

function usedToday(ctx: Context, accountId: number, kind: Kind) {
  const since = shanghaiInstant(shanghaiYyyyMmDd(ctx.clock.now()), '000000');
  return countChangesSince(ctx, accountId, kind, since);
}

function findToken(ctx: Context, accountId: number, token: string, side: OcrSide) {
  const since = ctx.clock.now() - OCR_TOKEN_MS;
  return findOcrToken(ctx, { tokenHash: hashToken(token), accountId, side, since });
}

type Document = Pick<ChangeRow, 'name' | 'id_no' | 'id_type' | 'valid_from' | 'valid_to'>;

/** The ID card of the application: both photos recognised in this session, the name checked, a real validity. */
function recognisedCard(ctx: Context, account: AccountRow, body: ChangeBody): Document {
  const { portraitToken, emblemToken, beginDate, endDate } = body;
  if (!portraitToken || !emblemToken || !beginDate || !endDate) throw hint(CARD_PHOTOS_MISSING);
  const portrait = findToken(ctx, account.id, portraitToken, '1');
  const emblem = findToken(ctx, account.id, emblemToken, '0');
  if (!ocrCheckPassed(portrait, emblem, body.name)) throw hint('身份验证失败，请重新上传！');
  const idNo = body.idNo.toUpperCase();
  if (portrait?.id_number !== idNo) throw hint('证件号码与识别结果不一致');
  if (!isRealDay(beginDate) || !isRealDay(endDate) || endDate <= beginDate) {
    throw hint('证件有效期不正确');
  }
  const today = shanghaiYyyyMmDd(ctx.clock.now());
  if (endDate < today) throw new BusinessError(RESPONSE_STATE.CERTIFICATE_EXPIRED, '证件已过期');
  return {
    name: body.name.trim(),
    id_no: idNo,
    id_type: ID_CARD_CERTIFICATE_TYPE,
    valid_from: beginDate,
    valid_to: endDate,
  };
}

/**
 * Another document, from the other-certificate form: its fields checked as the form checks them; the investor's
 * own document keeps the name on file (a new name is changed at a branch, with the papers), an organisation's
 * legal or responsible person may be a new person.
 */
function otherCertificate(account: AccountRow, kind: Kind, body: ChangeBody & { idType: string }): Document {
  if (body.portraitToken || body.emblemToken || body.beginDate || body.endDate) throw hint(OTHER_WITH_PHOTOS);
  const problem = otherCertificateProblem(body, CHANGE_HOLDER[kind]);
  if (problem) throw hint(problem);
  const { name, idType, idNo } = normalisedCertificate(body);
  if (kind === 'idCard' && !sameCertificateName(name, account.name)) throw hint(OTHER_NAME_MISMATCH);
  return { name, id_no: idNo, id_type: idType, valid_from: '', valid_to: '' };
}

/** The identity-document applications: counts, submit, withdraw, the number check; and the reviewer hook. */
export function identityRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const session = { preHandler: requireSession(ctx) };

  for (const on of KINDS) {
    const { kind, path } = on;
    const count = async (request: FastifyRequest) => {
      // Only the contactor's count (a GET) has a query: the agent's encryptId.
      const { encryptId } = (request.query ?? {}) as ChangeCountQuery;
      const subject = subjectOf(ctx, request, on, encryptId);
      return ok({ used: usedToday(ctx, subject.account.id, subject.kind), limit: DAILY_CHANGES });
    };
    // The spec reads the contactor's count with GET, the other two with POST.
    if (kind === 'contactor') {
      app.get(
        '/v1/user/idCard/contactor/count',
        enveloped({ querystring: ChangeCountQuery }, ChangeCountData, session),
        count,
      );
    } else {
      app.post(`${path}/count`, enveloped({ body: ChangeCountBody }, ChangeCountData, session), count);
    }

    app.post(
      path,
      enveloped({ querystring: ChangeQuery, body: ChangeBody }, ChangeData, session),
      async (request) => {
        const { account, kind: subject, partyId } = subjectOf(ctx, request, on, request.query.encryptId);
        const document =
          request.body.idType === undefined
            ? recognisedCard(ctx, account, request.body)
            : otherCertificate(account, subject, { ...request.body, idType: request.body.idType });
        const id = transaction(ctx, () => {
          if (pendingChange(ctx, account.id, subject)) {
            throw new BusinessError(RESPONSE_STATE.APPLICATION_SUBMITTED, '您已提交申请，请等待审核');
          }
          if (usedToday(ctx, account.id, subject) >= DAILY_CHANGES) {
            throw new BusinessError(RESPONSE_STATE.REACHED_LIMIT, '今日提交次数已达上限，请明天再试');
          }
          spendTicket(ctx, account.id, request.body.ticket);
          return insertChange(ctx, {
            account_id: account.id,
            kind: subject,
            ...document,
            applied_at: ctx.clock.now(),
            party_id: partyId,
          });
        });
        return ok(changeView(changeById(ctx, id) as ChangeRow), USER_CENTRE_MESSAGES.identitySubmitted);
      },
    );

    app.put(
      path,
      enveloped({ querystring: ChangeQuery, body: WithdrawBody }, WithdrawData, session),
      async (request) => {
        const { account, kind: subject, partyId } = subjectOf(ctx, request, on, request.query.encryptId);
        const id = Number(request.body.id);
        const change = changeById(ctx, id);
        const theirs = change?.account_id === account.id && change.kind === subject;
        if (!change || !theirs || change.party_id !== partyId) throw hint('没有找到该申请');
        if (change.audit_flag !== '0') throw hint('该申请已审核，不能撤回');
        transaction(ctx, () => decideChange(ctx, id, { flag: '2', reason: WITHDRAWN, at: ctx.clock.now() }));
        return ok(changeView(changeById(ctx, id) as ChangeRow), '申请已撤回');
      },
    );
  }

  app.post(
    '/v1/user/idCard/check',
    enveloped({ body: IdCardCheckBody }, IdCardCheckData, session),
    async (request) => {
      const { account } = current(request);
      const portrait = findToken(ctx, account.id, request.body.portraitToken, '1');
      const own = !!portrait?.usable && portrait.id_number === account.id_no;
      return ok(own, own ? '证件号码一致' : MESSAGES.idNumberNotOwn);
    },
  );
}
