import { jsonCall, type Call } from '@/api/core/call';
import type { SessionTag } from '@/api/core/session-tags';

/** An order call: the body and the Idempotency-Key of its order intent (sent again unchanged on a retry). */
export type OrderCall<B> = Call<B> & { idempotencyKey: string };

/** An order endpoint: a JSON POST or PUT to `url` with its Idempotency-Key, and the tags it invalidates. */
export function orderEndpoint(
  method: 'POST' | 'PUT',
  url: string,
  tags: { invalidatesTags: readonly SessionTag[] },
) {
  return {
    query: ({ idempotencyKey, ...arg }: OrderCall<object>) => ({
      ...jsonCall(method, url, arg),
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
    ...tags,
  };
}
