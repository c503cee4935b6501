import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';

import { SESSION_LEFT_HEADER } from '@/shared/config/constants';
import { CLIENT_STATE, isSuccessState } from '@/shared/enums/response-state';
import { waitUntilOnline } from '@/shared/network';
import { reportError } from '@/shared/reporting';

import { CLIENT_MESSAGES, type ApiError, type ApiExtraOptions, type Quietness } from './api-error';
import { getBaseQueryConfig, type BaseQueryConfig } from './base-query-config';
import { parseEnvelope } from './envelope';
import { handleFailure } from './global-handler';
import { sessionTimeLeft } from './session-events';

/** What an endpoint's query returns: fetch arguments, plus the call's own quietness. */
export type StateCodeArgs = FetchArgs & Quietness;

/** What one response came to, before the global handler sees a failure. */
type Interpreted = { data: unknown } | { error: ApiError; problem?: string };

const BAD_RESPONSE: ApiError = { state: CLIENT_STATE.BAD_RESPONSE, message: CLIENT_MESSAGES.badResponse };

let memo: { key: BaseQueryConfig; query: ReturnType<typeof fetchBaseQuery> } | undefined;

function rawQuery(config: BaseQueryConfig) {
  if (memo?.key.baseUrl !== config.baseUrl || memo.key.fetchFn !== config.fetchFn) {
    memo = {
      key: config,
      query: fetchBaseQuery({
        baseUrl: config.baseUrl,
        credentials: 'same-origin',
        fetchFn: (input) => config.fetchFn(input as Request),
        prepareHeaders: (headers) => {
          if (!headers.has('accept')) headers.set('accept', 'application/json');
          return headers;
        },
      }),
    };
  }
  return memo.query;
}

/** Reads a body as the envelope; HTTP status and envelope state must agree on success. */
function fromBody(body: unknown, status: number): Interpreted {
  const parsed = parseEnvelope(typeof body === 'string' ? body : '');
  if (!parsed.ok) return { error: BAD_RESPONSE, problem: `HTTP ${status}, ${parsed.reason} body` };
  const { state, data, message } = parsed.envelope;
  const httpOk = status >= 200 && status < 300;
  if (isSuccessState(state)) {
    return httpOk ? { data } : { error: BAD_RESPONSE, problem: `HTTP ${status} with success state ${state}` };
  }
  return { error: { state, message }, problem: status >= 500 ? `HTTP ${status}, state ${state}` : undefined };
}

function interpret(
  result: { data?: unknown; error?: FetchBaseQueryError; meta?: FetchBaseQueryMeta },
  aborted: boolean,
): Interpreted {
  const { error } = result;
  if (!error) {
    // An endpoint that chose its own response handler (a download) gets its data as it is.
    if (typeof result.data !== 'string') return { data: result.data };
    return fromBody(result.data, result.meta?.response?.status ?? 200);
  }
  if (error.status === 'TIMEOUT_ERROR')
    return { error: { state: CLIENT_STATE.TIMEOUT, message: CLIENT_MESSAGES.timeout } };
  if (error.status === 'FETCH_ERROR') {
    const message = aborted ? CLIENT_MESSAGES.aborted : CLIENT_MESSAGES.network;
    return { error: { state: CLIENT_STATE.NETWORK, message } };
  }
  if (typeof error.status === 'number') return fromBody(error.data, error.status);
  return { error: BAD_RESPONSE, problem: String(error.status) };
}

/** A write that carries what the investor typed (the session's own calls under /v1/auth/ are not). */
function isInvestorWrite(args: StateCodeArgs, method: string): boolean {
  return method !== 'GET' && !args.url.startsWith('/v1/auth/');
}

function describeRequest(args: StateCodeArgs, method: string): string {
  return `${method} ${args.url.split('?')[0]}`;
}

/**
 * The state-code base query (DESIGN.md): `t` on every GET, the timeout, the envelope unwrapped once,
 * 200000 and 900000 as success, any other state as `{error: {state, message}}` after the global handler.
 * It never throws: whatever goes wrong becomes an ApiError with a Chinese message.
 */
export const stateCodeBaseQuery: BaseQueryFn<
  string | StateCodeArgs,
  unknown,
  ApiError,
  ApiExtraOptions,
  FetchBaseQueryMeta
> = async (rawArgs, api, extraOptions) => {
  const config = getBaseQueryConfig();
  const { silent, silentStates, ...args }: StateCodeArgs =
    typeof rawArgs === 'string' ? { url: rawArgs } : rawArgs;
  const method = (args.method ?? 'GET').toUpperCase();
  const quiet: Quietness = {
    silent: Boolean(silent || extraOptions?.silent),
    silentStates: [...(extraOptions?.silentStates ?? []), ...(silentStates ?? [])],
  };
  let outcome: Interpreted;
  let meta: FetchBaseQueryMeta | undefined;
  try {
    const fetchArgs: FetchArgs = {
      ...args,
      method,
      params: method === 'GET' ? { ...args.params, t: config.now() } : args.params,
      responseHandler: args.responseHandler ?? 'text',
      timeout: config.timeoutMs,
    };
    // A write waits for the network while the browser is offline (its button keeps showing it is working);
    // it goes out, once, when the network returns. A read fails at once and says so.
    if (method !== 'GET') await waitUntilOnline();
    const result = await rawQuery(config)(fetchArgs, api, {});
    meta = result.meta;
    // The session's time left, for the expiry warning: counted from now on the page's own clock.
    const left = meta?.response?.headers.get(SESSION_LEFT_HEADER);
    if (left && /^\d+$/.test(left))
      api.dispatch(sessionTimeLeft({ secondsLeft: Number(left), at: config.now() }));
    outcome = interpret(result, api.signal.aborted);
  } catch (thrown) {
    outcome = { error: BAD_RESPONSE, problem: `base query failed: ${String(thrown)}` };
  }
  if ('data' in outcome) return { data: outcome.data, meta };
  if (outcome.problem)
    reportError({ kind: 'api', message: `${describeRequest(args, method)}: ${outcome.problem}` });
  // A call the page itself abandoned (unmount, a newer search) is nobody's news.
  if (!api.signal.aborted)
    handleFailure(outcome.error, api.dispatch, quiet, { write: isInvestorWrite(args, method) });
  return { error: outcome.error, meta };
};
