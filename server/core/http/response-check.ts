import { Kind, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import type { ValueError } from '@sinclair/typebox/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * An answer its contract does not allow. Fastify's serialiser would quietly drop an unknown field and
 * coerce a wrong type; with the check on, the drift is a 500 that names the call and the place instead.
 */
export class ContractDrift extends Error {
  constructor(readonly drift: string) {
    super(`接口响应与契约不符：${drift}`);
    this.name = 'ContractDrift';
  }
}

function responseSchema(request: FastifyRequest, status: number): TSchema | undefined {
  const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  const schema = responses?.[status] ?? responses?.[`${String(status)[0]}xx`] ?? responses?.default;
  return typeof schema === 'object' && schema !== null && Kind in schema ? (schema as TSchema) : undefined;
}

/**
 * The error to name: inside a union (every envelope's `data` is `X | null`) the variant that got furthest,
 * so the drift reads /data/riskLevel/risk rather than /data.
 */
function deepest(error: ValueError): ValueError {
  const inner = error.errors
    .map((variant) => variant.First())
    .filter((first): first is ValueError => first !== undefined)
    .map(deepest);
  return inner.reduce((best, next) => (next.path.length > best.path.length ? next : best), error);
}

/**
 * Checks every answer that has a response schema against it (the route's contract, compiled once per
 * schema) before it is serialised. On in tests and with the dev hooks; never in production, where the
 * schema serialises the answer as it always did.
 */
export function installResponseCheck(app: FastifyInstance): void {
  const compiled = new WeakMap<TSchema, TypeCheck<TSchema>>();
  app.addHook('preSerialization', async (request, reply, payload) => {
    const schema = responseSchema(request, reply.statusCode);
    if (!schema) return payload;
    let check = compiled.get(schema);
    if (!check) {
      check = TypeCompiler.Compile(schema);
      compiled.set(schema, check);
    }
    if (check.Check(payload)) return payload;
    const first = check.Errors(payload).First();
    const error = first && deepest(first);
    const where = error ? `${error.path || '/'} ${error.message}` : 'unknown';
    throw new ContractDrift(`${request.method} ${request.routeOptions.url} ${reply.statusCode} ${where}`);
  });
}
