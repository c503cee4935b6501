/** Reusable JSON-schema pieces; every object schema closes with additionalProperties: false. */
export const str = (maxLength: number, extra: Record<string, unknown> = {}) =>
  ({ type: 'string', minLength: 1, maxLength, ...extra }) as const;

/** base64 of an RSA-2048 ciphertext is 344 characters; room for 4096-bit keys. */
export const encrypted = str(1024, { pattern: '^[A-Za-z0-9+/=]+$' });
export const token = str(128, { pattern: '^[A-Za-z0-9_.-]+$' });

export function object(properties: Record<string, unknown>, required: string[] = Object.keys(properties)) {
  return { type: 'object', additionalProperties: false, properties, required } as const;
}

/** Every GET carries the timestamp `t` (spec §7). */
export function query(properties: Record<string, unknown> = {}, required: string[] = []) {
  return object({ ...properties, t: str(20, { pattern: '^[0-9]+$' }) }, required);
}

export const EMPTY_BODY = object({}, []);
