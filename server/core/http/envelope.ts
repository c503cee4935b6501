import type { Envelope } from '@/api/core/contract';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

export function ok<T>(data: T, message = '成功'): Envelope<T> {
  return { state: RESPONSE_STATE.SUCCESS, data, message };
}

/**
 * A refusal the caller should see: answered as the envelope with this state and message (HTTP 200 unless
 * httpStatus says otherwise). Anything else thrown is an internal error and answered generically.
 */
export class BusinessError extends Error {
  constructor(
    readonly state: number,
    message: string,
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}

export function badRequest(message: string): BusinessError {
  return new BusinessError(RESPONSE_STATE.SCHEME_ERROR, message, 400);
}

export function hint(message: string): BusinessError {
  return new BusinessError(RESPONSE_STATE.SERVER_HINT, message);
}
