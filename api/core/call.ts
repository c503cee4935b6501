import type { Quietness } from './api-error';
import type { StateCodeArgs } from './base-query';
import type { SessionTag } from './session-tags';

/** An endpoint argument that may also carry the call's own quietness (`{ ...body, silent: true }`). */
export type Call<T> = T & Quietness;

/** Splits the quietness off an argument so it never reaches the request body or query. */
export function splitQuietness<T extends object>(arg: Call<T> | void): { rest: T; quiet: Quietness } {
  const { silent, silentStates, ...rest } = (arg ?? {}) as Call<T>;
  const quiet: Quietness = {};
  if (silent !== undefined) quiet.silent = silent;
  if (silentStates !== undefined) quiet.silentStates = silentStates;
  return { rest: rest as T, quiet };
}

/** A JSON call: POST or PUT with the argument (minus quietness) as the body. */
export function jsonCall<T extends object>(
  method: 'POST' | 'PUT',
  url: string,
  arg: Call<T> | void,
): StateCodeArgs {
  const { rest, quiet } = splitQuietness(arg);
  return { url, method, body: rest, ...quiet };
}

/** A GET with the argument (minus quietness and empty values) as query parameters; `t` is added later. */
export function getCall<T extends object>(url: string, arg: Call<T> | void): StateCodeArgs {
  const { rest, quiet } = splitQuietness(arg);
  const params = Object.fromEntries(
    Object.entries(rest as Record<string, unknown>).filter(
      ([, value]) => value !== undefined && value !== '',
    ),
  );
  return { url, method: 'GET', params, ...quiet };
}

/** The cache tags an endpoint provides (a query) or invalidates (a mutation). */
type CacheTags = { providesTags?: readonly SessionTag[] } | { invalidatesTags?: readonly SessionTag[] };

/** An endpoint's query: its argument, quietness included, makes the request. */
type EndpointQuery = { query: (arg: Call<object> | void) => StateCodeArgs };

/** An endpoint definition whose query is a GET of `url` (see getCall), with its cache tags. */
export function getEndpoint(url: string): EndpointQuery;
export function getEndpoint<Tags extends CacheTags>(url: string, tags: Tags): EndpointQuery & Tags;
export function getEndpoint(url: string, tags?: CacheTags) {
  return { query: (arg: Call<object> | void) => getCall(url, arg), ...tags };
}

/** An endpoint definition whose query is a JSON POST or PUT to `url` (see jsonCall), with its cache tags. */
export function jsonEndpoint(method: 'POST' | 'PUT', url: string): EndpointQuery;
export function jsonEndpoint<Tags extends CacheTags>(
  method: 'POST' | 'PUT',
  url: string,
  tags: Tags,
): EndpointQuery & Tags;
export function jsonEndpoint(method: 'POST' | 'PUT', url: string, tags?: CacheTags) {
  return { query: (arg: Call<object> | void) => jsonCall(method, url, arg), ...tags };
}
