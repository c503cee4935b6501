import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import {
  BacklogData,
  BacklogParams,
  BacklogRecordBody,
  SurveyAnswerBody,
  SurveyAnswerData,
  SurveyDetailData,
  SurveyDetailQuery,
  SurveyListData,
  SurveyListQuery,
  SurveyParams,
  SurveyQuery,
  SurveyWindowBody,
  SurveyWindowData,
  WindowBody,
  WindowData,
} from '@/api/survey/contract';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

import { authenticate, current } from '../auth/guard';
import type { AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { badRequest, BusinessError, hint, ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { shanghaiStamp } from '../investor/records';
import { inCoolingOff } from '../order/private/store';
import { ANSWERED_ONCE, NOT_OFFERED, surveyAnswerProblem } from './rules';
import { answeredSurveyIds, answerOf, closeBacklog, recordAnswer, recordWindow, windowShown } from './store';
import { backlogOf, detailOf, offeredSurveys, questionsOf, summaryOf } from './views';

const windowKey = (surveyId: string) => `survey:${surveyId}`;

/** Surveys, the to-do list and pop-up windows (spec §7). Every call needs a session. */
export function surveyRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = {
    preValidation: async (request: Parameters<typeof authenticate>[1]) => {
      request.portal = authenticate(ctx, request);
    },
  };
  const offered = (account: AccountRow, id: string) => {
    const row = offeredSurveys(ctx, account).find((survey) => survey.id === id);
    if (!row) throw hint(NOT_OFFERED);
    return row;
  };

  app.get(
    '/v1/survey/',
    enveloped({ querystring: SurveyListQuery }, SurveyListData, guarded),
    async (request) => {
      const { account } = current(request);
      const answered = answeredSurveyIds(ctx, account.id);
      return ok(offeredSurveys(ctx, account).map((row) => summaryOf(row, answered.has(row.id))));
    },
  );

  app.get(
    '/v1/survey/window',
    enveloped({ querystring: SurveyQuery }, SurveyWindowData, guarded),
    async (request) => {
      const { account } = current(request);
      // No pop-up reaches an investor in a private order's cooling-off (募集行为管理办法 art. 28).
      if (inCoolingOff(ctx, account.id, ctx.clock.now())) return ok(null);
      const due = backlogOf(ctx, account).find(
        (item) => !windowShown(ctx, account.id, windowKey(item.surveyId)),
      );
      if (!due) return ok(null);
      return ok(summaryOf(offered(account, due.surveyId), false));
    },
  );

  app.get(
    '/v1/survey/:id',
    enveloped({ params: SurveyParams, querystring: SurveyDetailQuery }, SurveyDetailData, guarded),
    async (request) => {
      const { account } = current(request);
      const row = offered(account, request.params.id);
      return ok(detailOf(row, answeredSurveyIds(ctx, account.id).has(row.id)));
    },
  );

  app.get(
    '/v1/survey/:id/answer',
    enveloped({ params: SurveyParams, querystring: SurveyQuery }, SurveyAnswerData, guarded),
    async (request) => {
      const found = answerOf(ctx, current(request).account.id, request.params.id);
      return ok(
        found
          ? {
              answeredAt: shanghaiStamp(found.answered_at),
              answers: JSON.parse(found.answers) as SurveyAnswerBody['answers'],
            }
          : null,
      );
    },
  );

  app.post(
    '/v1/survey/:id/answer',
    enveloped({ params: SurveyParams, body: SurveyAnswerBody }, SurveyAnswerData, guarded),
    async (request) => {
      const { account } = current(request);
      const row = offered(account, request.params.id);
      if (answerOf(ctx, account.id, row.id))
        throw new BusinessError(RESPONSE_STATE.QUESTIONNAIRE_LIMIT, ANSWERED_ONCE);
      const problem = surveyAnswerProblem(questionsOf(row), request.body.answers);
      if (problem) throw badRequest(problem);
      const at = ctx.clock.now();
      recordAnswer(ctx, account.id, row.id, at, request.body.answers);
      recordWindow(ctx, account.id, windowKey(row.id), at);
      return ok({ answeredAt: shanghaiStamp(at), answers: request.body.answers }, '提交成功，感谢您的参与');
    },
  );

  app.post(
    '/v1/survey/:id/window',
    enveloped({ params: SurveyParams, body: SurveyWindowBody }, WindowData, guarded),
    async (request) => {
      const { account } = current(request);
      recordWindow(ctx, account.id, windowKey(offered(account, request.params.id).id), ctx.clock.now());
      return ok(null);
    },
  );

  app.get('/v1/backlog', enveloped({ querystring: SurveyQuery }, BacklogData, guarded), async (request) =>
    ok(backlogOf(ctx, current(request).account)),
  );

  app.post(
    '/v1/backlog/:id/record',
    enveloped({ params: BacklogParams, body: BacklogRecordBody }, WindowData, guarded),
    async (request) => {
      if (!closeBacklog(ctx, current(request).account.id, request.params.id, ctx.clock.now()))
        throw hint('没有找到该待办事项');
      return ok(null);
    },
  );

  app.post('/v1/window', enveloped({ body: WindowBody }, WindowData, guarded), async (request) => {
    recordWindow(ctx, current(request).account.id, `notice:${request.body.key}`, ctx.clock.now());
    return ok(null);
  });
}
