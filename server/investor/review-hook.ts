import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import { Envelope, object } from '@/api/core/contract';
import { ApplyParams, ApplyRecord } from '@/api/investor/contract';
import { shanghaiParts } from '@/shared/time';
import { standardShortfall } from '@/shared/validation/investor-standard';

import type { Context } from '../core/context';
import { hint } from '../core/http/envelope';
import { applyRecord } from './records';
import { levelOfKind, validThrough } from './rules';
import { applyById, decideApply } from './store';

const LEVEL_WORDS = { qualified: '合格投资者', professional: '专业投资者' } as const;
const Yuan = Type.Optional(Type.Integer({ minimum: 0, maximum: 1e12 }));
/** What the reviewer read in the proofs: years of investment experience, amounts in whole yuan. */
const ReviewedFactsBody = object({
  experienceYears: Type.Integer({ minimum: 0, maximum: 100 }),
  netFinancialAssets: Yuan,
  financialAssets: Yuan,
  annualIncome: Yuan,
});
const ReviewBody = object({
  decision: Type.Union([Type.Literal('pass'), Type.Literal('reject')]),
  reason: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  reviewer: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
  facts: Type.Optional(ReviewedFactsBody),
});

/**
 * `POST /__dev/investor/apply/:id/review` stands in for the back-office reviewer (dev hooks only): passes an
 * application under review (the investor is certified for two years from today) or rejects it with the
 * reason the investor will read. A pass states the facts the reviewer found (facts), and is refused when
 * they fall short of the level's standard (shared/validation/investor-standard.ts, the one the page lists).
 * Plain JSON, not the envelope: not part of the /v1 contract.
 */
export function reviewHook(app: FastifyInstance, ctx: Context): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/investor/apply/:id/review',
    {
      schema: {
        params: ApplyParams,
        body: ReviewBody,
        response: { 200: Type.Union([ApplyRecord, Envelope(Type.Null())]) },
      },
    },
    async (request) => {
      const apply = applyById(ctx, request.params.id);
      if (!apply) throw hint('没有找到该认证记录');
      if (apply.audit_flag !== '0') throw hint('该申请已审核');
      const { decision, reason, reviewer = '审核员', facts } = request.body;
      if (decision === 'reject' && !reason) throw hint('驳回须填写原因');
      const level = levelOfKind(apply.kind);
      if (decision === 'pass') {
        if (!facts) throw hint('通过须填写审核认定的投资经历年限及资产或收入');
        const shortfall = standardShortfall(level, facts);
        if (shortfall) throw hint(`未达到${LEVEL_WORDS[level]}标准：${shortfall}`);
      }
      const at = ctx.clock.now();
      const endDate = validThrough(shanghaiParts(at).date);
      decideApply(
        ctx,
        {
          apply,
          flag: decision === 'pass' ? '1' : '2',
          reason: decision === 'pass' ? null : (reason as string),
          at,
          reviewer,
        },
        decision === 'pass' ? { professional: level === 'professional', endDate } : null,
      );
      return applyRecord(ctx, applyById(ctx, apply.apply_id) as NonNullable<ReturnType<typeof applyById>>);
    },
  );
}
