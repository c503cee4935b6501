import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import {
  PaperAnswerBody,
  PaperAnswerData,
  PaperCountData,
  PaperCountQuery,
  PaperData,
  PaperMineData,
  PaperMineQuery,
  PaperQuery,
} from '@/api/paper/contract';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import { shanghaiYyyyMmDd } from '@/shared/time';

import { authenticate, current } from '../auth/guard';
import { accountById, type AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { BusinessError, badRequest, hint, ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { ORGANISATION_PAPER, PERSON_PAPER, type PaperSpec } from './papers';
import { riskResultOf } from './risk-result';
import {
  acceptedRiskWords,
  answerProblem,
  DAILY_PAPER_LIMIT,
  horizonWords,
  PAPER_LIMIT_MESSAGE,
  riskEndDate,
  scorePaper,
} from './rules';
import { papersOnDay, recordPaper } from './store';

const paperFor = (account: AccountRow): PaperSpec =>
  account.kind === '0' ? ORGANISATION_PAPER : PERSON_PAPER;

/** What the browser sees of a paper: no scores, no hidden mapping. */
function publicPaper(paper: PaperSpec) {
  return {
    paperId: paper.paperId,
    title: paper.title,
    intro: paper.intro,
    questions: paper.questions.map(({ id, title, type, hint: note, options }) => ({
      id,
      title,
      type,
      hint: note ?? '',
      options: options.map((option) => ({ id: option.id, text: option.text })),
    })),
  };
}

/** The risk questionnaire (spec §7 Papers). Sessions are checked before the body, as for orders. */
export function paperRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = {
    preValidation: async (request: Parameters<typeof authenticate>[1]) => {
      request.portal = authenticate(ctx, request);
    },
  };
  const today = () => shanghaiYyyyMmDd(ctx.clock.now());

  app.get('/v1/paper/paper', enveloped({ querystring: PaperQuery }, PaperData, guarded), async (request) =>
    ok(publicPaper(paperFor(current(request).account))),
  );

  app.get(
    '/v1/paper/mine',
    enveloped({ querystring: PaperMineQuery }, PaperMineData, guarded),
    async (request) => ok(riskResultOf(ctx, current(request).account)),
  );

  app.get(
    '/v1/paper/count',
    enveloped({ querystring: PaperCountQuery }, PaperCountData, guarded),
    async (request) => {
      const used = papersOnDay(ctx, current(request).account.id, today());
      return ok({ used, limit: DAILY_PAPER_LIMIT, remaining: Math.max(0, DAILY_PAPER_LIMIT - used) });
    },
  );

  app.post(
    '/v1/paper/answer',
    enveloped({ body: PaperAnswerBody }, PaperAnswerData, guarded),
    async (request) => {
      const { account, session } = current(request);
      const paper = paperFor(account);
      const { paperId, answers } = request.body;
      if (paperId !== paper.paperId) throw hint('问卷已更新，请刷新页面后重新作答');
      const problem = answerProblem(paper, answers);
      if (problem) throw badRequest(problem);
      const day = today();
      if (papersOnDay(ctx, account.id, day) >= DAILY_PAPER_LIMIT)
        throw new BusinessError(RESPONSE_STATE.QUESTIONNAIRE_LIMIT, PAPER_LIMIT_MESSAGE);
      const outcome = scorePaper(paper, answers);
      recordPaper(ctx, {
        accountId: account.id,
        paperId,
        answeredAt: ctx.clock.now(),
        answerDay: day,
        answers,
        score: outcome.score,
        risk: outcome.risk,
        lowest: outcome.lowest,
        endDate: riskEndDate(day),
        horizon: outcome.horizon,
        varietyCodes: outcome.varieties,
        sessionHash: session.token_hash,
        acceptedWords: acceptedRiskWords(outcome.risk),
        horizonWords: horizonWords(outcome.horizon),
      });
      const updated = accountById(ctx, account.id) as AccountRow;
      return ok(riskResultOf(ctx, updated) as NonNullable<ReturnType<typeof riskResultOf>>, '测评完成');
    },
  );
}
