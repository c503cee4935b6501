import type { FastifyInstance } from 'fastify';

import { badRequest } from './envelope';

interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function matchesType(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number';
    case 'integer':
      return Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isPlainObject(value);
    default:
      return true;
  }
}

/**
 * The path of the first value in `value` whose JSON type differs from what `schema` declares ('' for the value
 * itself), or null. Only types: the formats, patterns and limits stay the validator's.
 */
export function typeMismatchAt(schema: SchemaNode | undefined, value: unknown, path = ''): string | null {
  if (!schema || value === undefined) return null;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.some((branch) => typeMismatchAt(branch, value, path) === null) ? null : path;
  for (const part of schema.allOf ?? []) {
    const found = typeMismatchAt(part, value, path);
    if (found !== null) return found;
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => matchesType(type, value))) return path;
  }
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (Array.isArray(value) && schema.items) {
    for (const [index, item] of value.entries()) {
      const found = typeMismatchAt(schema.items, item, at(index));
      if (found !== null) return found;
    }
  }
  if (isPlainObject(value) && schema.properties) {
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const found = typeMismatchAt(schema.properties[key], item, at(key));
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * The validator coerces types (query strings are text, so `page=2` must become a number): in a JSON body that
 * would take `"applySum": ["1000.00"]` or `1000.12` for an amount. A JSON body must carry each field in the
 * type its schema declares, checked before the validator coerces anything.
 */
export function installStrictBodyTypes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.headers['content-type']?.includes('application/json')) return;
    const schema = request.routeOptions.schema?.body as SchemaNode | undefined;
    const found = typeMismatchAt(schema, request.body);
    if (found !== null) throw badRequest(`请求体${found ? `字段 ${found} ` : ''}类型不正确`);
  });
}
