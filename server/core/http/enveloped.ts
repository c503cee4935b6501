import type { TSchema } from '@sinclair/typebox';

import { Envelope } from '@/api/core/contract';

/** The parts of a request a route's schema validates. */
interface RequestParts {
  headers?: TSchema;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
}

/**
 * The options of a route that validates the request `parts` and answers `data` in the envelope (HTTP 200),
 * with `extra` (its guard hooks, its config) beside the schema.
 */
export function enveloped<P extends RequestParts, D extends TSchema, E extends object = object>(
  parts: P,
  data: D,
  extra?: E,
) {
  return { schema: { ...parts, response: { 200: Envelope(data) } }, ...(extra as E) };
}
