import { createHash, randomUUID } from 'node:crypto';

import { RESPONSE_STATE } from '@/shared/enums/response-state';

import type { Context } from '../../core/context';
import { BusinessError } from '../../core/http/envelope';
import {
  bindIdempotencyKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
  reserveIdempotencyKey,
} from './store-idempotency';

const KEY_CONFLICT = '该笔订单已按原内容提交，本次请求的内容与之不同，未予受理；如需修改，请返回重新下单';
const KEY_IN_PROGRESS = '该笔订单正在处理中，请勿重复提交；请稍后在交易记录中查看结果';

/**
 * What identifies an order intent's content: the route and every body field but the password (the portal
 * may encrypt it afresh on a retry; RSA-OAEP gives a new ciphertext each time), keys sorted.
 */
export function fingerprint(route: string, body: Record<string, unknown>): string {
  const fields = Object.keys(body)
    .filter((name) => name !== 'password')
    .sort()
    .map((name) => [name, body[name]]);
  return createHash('sha256')
    .update(JSON.stringify([route, fields]))
    .digest('hex');
}

export interface Intent {
  accountId: number;
  key: string;
  route: string;
  fingerprint: string;
}

/** What `work` gets: binds the key to the order inside the order's transaction. */
export type BindKey = (appNo: string, response: unknown) => void;

/** The answer, and whether it is the answer of an earlier request of the same intent. */
export interface Outcome<T> {
  replayed: boolean;
  answer: T;
}

// Requests of one intent still being processed here (the password check awaits scrypt): a second one waits
// for the first and shares its outcome, so a double click makes one order and gets its answer.
const inFlight = new WeakMap<Context, Map<string, { fingerprint: string; done: Promise<unknown> }>>();

const conflict = () => new BusinessError(RESPONSE_STATE.IDEMPOTENCY_CONFLICT, KEY_CONFLICT, 409);
const inProgress = () => new BusinessError(RESPONSE_STATE.IDEMPOTENCY_CONFLICT, KEY_IN_PROGRESS, 409);

/**
 * Runs an order intent once per Idempotency-Key of the investor. The key is reserved by a row in the
 * database before the work starts and bound to the order (with its first answer) in the order's own
 * transaction, only by the request that reserved it. A key already bound answers that order's first
 * response again (with another content: 409); a key in flight here waits for it; a key reserved by a
 * request this process cannot wait for answers 409 处理中. A refusal (wrong password, over the limit)
 * deletes the reservation: the investor can correct and send the same intent again.
 */
export async function runOnce<T>(
  ctx: Context,
  intent: Intent,
  work: (bind: BindKey) => Promise<T>,
): Promise<Outcome<T>> {
  const pending = inFlight.get(ctx) ?? new Map<string, { fingerprint: string; done: Promise<unknown> }>();
  inFlight.set(ctx, pending);
  const slot = `${intent.accountId}:${intent.key}`;
  const running = pending.get(slot);
  if (running) {
    if (running.fingerprint !== intent.fingerprint) throw conflict();
    return { replayed: true, answer: (await running.done) as T };
  }
  const stored = findIdempotencyKey(ctx, intent.accountId, intent.key);
  if (stored) {
    if (stored.fingerprint !== intent.fingerprint || stored.route !== intent.route) throw conflict();
    if (stored.state === 'pending' || stored.response === null) throw inProgress();
    return { replayed: true, answer: JSON.parse(stored.response) as T };
  }
  const holder = randomUUID();
  if (!reserveIdempotencyKey(ctx, { ...intent, holder, now: ctx.clock.now() })) throw inProgress();
  const bind: BindKey = (appNo, response) => {
    const row = { ...intent, holder, appNo, response: JSON.stringify(response), now: ctx.clock.now() };
    // Not ours any more: the order's transaction is undone rather than make a second order of the key.
    if (!bindIdempotencyKey(ctx, row)) throw inProgress();
  };
  const done = (async () => {
    try {
      return await work(bind);
    } catch (error) {
      releaseIdempotencyKey(ctx, intent.accountId, intent.key, holder);
      throw error;
    }
  })();
  pending.set(slot, { fingerprint: intent.fingerprint, done });
  try {
    return { replayed: false, answer: await done };
  } finally {
    pending.delete(slot);
  }
}
