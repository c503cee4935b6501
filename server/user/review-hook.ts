import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';

import { Envelope, object } from '@/api/core/contract';
import { IdentityChange } from '@/api/user/contract';
import { ID_CARD_CERTIFICATE_TYPE } from '@/shared/enums';

import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { hint } from '../core/http/envelope';
import {
  applyIdCard,
  applyOtherCertificate,
  changeById,
  decideChange,
  replaceParty,
  updateAgent,
  type ChangeRow,
} from './store';
import { changeView } from './views';

const ReviewBody = object({
  decision: Type.Union([Type.Literal('pass'), Type.Literal('reject')]),
  reason: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});

/**
 * `POST /__dev/user/change/:id/review` stands in for the back office's reviewer (dev hooks only): a pass puts
 * the new document in effect (the person's own card; the organisation's legal or responsible person replaced,
 * its agent's record updated), a
 * rejection needs the reason the investor reads. Plain JSON, not part of the /v1 contract.
 */
export function reviewChangeHook(app: FastifyInstance, ctx: Context): void {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/user/change/:id/review',
    {
      schema: {
        params: object({ id: Type.String({ pattern: '^[0-9]{1,12}$' }) }),
        body: ReviewBody,
        response: { 200: Type.Union([IdentityChange, Envelope(Type.Null())]) },
      },
    },
    async (request) => {
      const change = changeById(ctx, Number(request.params.id));
      if (!change) throw hint('没有找到该申请');
      if (change.audit_flag !== '0') throw hint('该申请已审核');
      const { decision, reason } = request.body;
      if (decision === 'reject' && !reason) throw hint('驳回须填写原因');
      transaction(ctx, () => {
        const at = ctx.clock.now();
        decideChange(
          ctx,
          change.id,
          decision === 'pass' ? { flag: '1', reason: null, at } : { flag: '2', reason: reason as string, at },
        );
        if (decision !== 'pass') return;
        if (change.kind === 'idCard' && change.id_type !== ID_CARD_CERTIFICATE_TYPE) {
          applyOtherCertificate(ctx, change.account_id, change);
        } else if (change.kind === 'idCard') {
          applyIdCard(ctx, change.account_id, change.valid_from, change.valid_to);
        } else if (change.kind === 'agent') {
          updateAgent(ctx, change.account_id, change);
        } else
          replaceParty(ctx, change.account_id, change.kind === 'corporate' ? 'legal' : 'responsible', change);
      });
      return changeView(changeById(ctx, change.id) as ChangeRow);
    },
  );
}
