import Ajv from 'ajv';
import type { FastifyInstance } from 'fastify';

// Fastify's own defaults (@fastify/ajv-compiler), but nothing extra is dropped and the first error is named.
const OPTIONS = {
  useDefaults: true,
  removeAdditional: false,
  allErrors: false,
  addUsedSchema: false,
} as const;

/**
 * The query string is text, so its validator coerces (`page=2` must become a number). A JSON body is checked by
 * an Ajv that coerces nothing: `"applySum": ["1000.00"]` or `1000.12` for an amount is a 400 naming the field
 * (validation-message.ts), as is any field sent in another type than its schema declares.
 */
export function installValidators(app: FastifyInstance): void {
  const coercing = new Ajv({ ...OPTIONS, coerceTypes: 'array' });
  const strict = new Ajv({ ...OPTIONS, coerceTypes: false });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema),
  );
}
