import { createHash } from 'node:crypto';

import { RESPONSE_STATE } from '@/shared/enums/response-state';

import type { Context } from '../core/context';
import { BusinessError } from '../core/http/envelope';
import { findIdempotencyKey, insertIdempotencyKey } from './store-idempotency';

const KEY_CONFLICT = '该笔订单已按原内容提交，本次请求的内容与之不同，未予受理；如需修改，请返回重新下单';

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

// Requests of one intent still being processed (the password check awaits scrypt): a second one waits for
// the first and shares its outcome, so a double click makes one order whatever the timing.
const inFlight = new WeakMap<Context, Map<string, { fingerprint: string; done: Promise<unknown> }>>();

const conflict = () => new BusinessError(RESPONSE_STATE.IDEMPOTENCY_CONFLICT, KEY_CONFLICT, 409);

/**
 * Runs an order intent once per Idempotency-Key of the investor: a key already bound to an order answers
 * that order's first response again (with another content: 409); a key in flight waits for it. Only an
 * accepted order binds its key: a refusal (wrong password, over the limit) leaves the key free, so the
 * investor can correct and send the same intent again.
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
    return { replayed: true, answer: JSON.parse(stored.response) as T };
  }
  const bind: BindKey = (appNo, response) =>
    insertIdempotencyKey(ctx, { ...intent, appNo, response: JSON.stringify(response), now: ctx.clock.now() });
  const done = work(bind);
  pending.set(slot, { fingerprint: intent.fingerprint, done });
  try {
    return { replayed: false, answer: await done };
  } finally {
    pending.delete(slot);
  }
}
