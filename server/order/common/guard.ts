import type { preValidationAsyncHookHandler } from 'fastify';

import { RESPONSE_STATE } from '@/shared/enums/response-state';
import { SUITABILITY_REFUSAL_TEXT } from '@/shared/trading';

import { isBlacklisted } from '../../account/store';
import { authenticate } from '../../auth/guard';
import type { Context } from '../../core/context';
import { BusinessError } from '../../core/http/envelope';

/**
 * Every order call: a live session, and an investor who is not on the blacklist (402016). Runs before the
 * body is validated, so a logged-out browser is sent to the login whatever it sent.
 */
export function orderGuard(ctx: Context): preValidationAsyncHookHandler {
  return async (request) => {
    request.portal = authenticate(ctx, request);
    if (isBlacklisted(ctx, request.portal.account.id)) {
      throw new BusinessError(RESPONSE_STATE.BLACKLIST, SUITABILITY_REFUSAL_TEXT[RESPONSE_STATE.BLACKLIST]);
    }
  };
}
