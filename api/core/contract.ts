/**
 * The pieces every wire contract is built from (TypeBox: JSON schema with static types).
 * Browser code imports types only (`import type`): TypeBox must never reach a browser bundle.
 */
import {
  Kind,
  Type,
  TypeRegistry,
  type ObjectOptions,
  type Static,
  type StringOptions,
  type TProperties,
  type TSchema,
  type TUnsafe,
} from '@sinclair/typebox';

import { OTHER_CERTIFICATE_TYPES } from '@/shared/validation/other-certificate';

/** Every object of the contract is closed: a field the contract does not name is refused. */
export function object<T extends TProperties>(properties: T, options: ObjectOptions = {}) {
  return Type.Object(properties, { ...options, additionalProperties: false });
}

/** A non-empty string of at most maxLength characters (the back office's usual text field). */
export function str(maxLength: number, options: StringOptions = {}) {
  return Type.String({ minLength: 1, maxLength, ...options });
}

const ENUM_KIND = 'ContractEnum';
// The compiler and Value.Check know TypeBox's own kinds only; this one checks membership like `enum`.
if (!TypeRegistry.Has(ENUM_KIND)) {
  TypeRegistry.Set<{ enum: unknown[] }>(ENUM_KIND, (schema, value) => schema.enum.includes(value));
}

/**
 * A closed list of values as a plain JSON-schema `enum` (not TypeBox's anyOf of consts), so a wrong value
 * gets the validation keyword `enum` and its message 取值不在允许范围内. `type` is added when given.
 */
export function Enum<const T extends readonly (string | number)[]>(
  values: T,
  options: { type?: 'string' | 'integer'; description?: string } = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ [Kind]: ENUM_KIND, ...options, enum: [...values] });
}

/** A closed list of strings, typed (`type: 'string'`): for data and for the trading calls. */
export function StringEnum<const T extends readonly string[]>(values: T, description?: string) {
  return Enum(values, description ? { type: 'string', description } : { type: 'string' });
}

/** base64 of an RSA-2048 ciphertext is 344 characters; room for 4096-bit keys. */
export const Encrypted = str(1024, { pattern: '^[A-Za-z0-9+/=]+$' });
/** Opaque tokens (captcha, nonce, OCR, hand-over): URL-safe characters. */
export const Token = str(128, { pattern: '^[A-Za-z0-9_.-]+$' });
/** A fund code: six digits. */
export const FundCode = str(6, { pattern: '^[0-9]{6}$' });
/** A six-digit SMS code. */
export const SmsCode = str(6, { pattern: '^[0-9]{6}$' });
/** A person's document other than the ID card (certificate dictionary 6 without '0'). */
export const OtherCertificateType = StringEnum(OTHER_CERTIFICATE_TYPES);

/** '0' / '1' flags of the spec. */
export const Flag = StringEnum(['0', '1']);
export type Flag = Static<typeof Flag>;

/** A business date, yyyyMMdd, Asia/Shanghai (99991231: long term). */
export const Day = Type.String({ pattern: '^[0-9]{4}(0[1-9]|1[0-2])(0[1-9]|[12][0-9]|3[01])$' });
/** A time of day, HHmmss, Asia/Shanghai. */
export const Time = Type.String({ pattern: '^([01][0-9]|2[0-3])[0-5][0-9][0-5][0-9]$' });

/** The schema or null: a value the back office does not have (a new fund's yearly rate) is null, never "--". */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/** The timestamp `t` every GET carries (spec §7): milliseconds since the epoch, digits only. */
export const Timestamp = str(20, { pattern: '^[0-9]+$' });

/** The query of a GET: its own fields plus the optional timestamp `t`, closed. */
export function query<T extends TProperties>(properties: T = {} as T) {
  return object({ ...properties, t: Type.Optional(Timestamp) });
}

/** The query of a GET without fields of its own. */
export const EmptyQuery = query();
export type EmptyQuery = Static<typeof EmptyQuery>;

/** The body of a POST without fields (an empty JSON body counts as `{}`). */
export const EmptyBody = object({});
export type EmptyBody = Static<typeof EmptyBody>;

/** data of a call that answers nothing but its state and message. */
export const NoData = Type.Null();
export type NoData = Static<typeof NoData>;

/**
 * The answer of every /v1 call: {state, data, message}. State 200000 (or 900000) carries the call's data;
 * any other state carries data null (identity-login-shared.md §8). HTTP status is 200 for business errors.
 */
export function Envelope<T extends TSchema>(data: T) {
  return object({
    state: Type.Integer({ minimum: 0 }),
    data: Type.Union([data, Type.Null()]),
    message: Type.String(),
  });
}
/** The envelope around any data type (the static side of Envelope(schema)). */
export type Envelope<T> = Static<ReturnType<typeof Envelope<TUnsafe<T>>>>;

/**
 * The hybrid scheme's body (POST /v1/auth/password, PUT and POST /v1/auth/password/trade): key is the
 * RSA-encrypted AES-256 key, data the base64 of iv ‖ AES-256-GCM ciphertext ‖ tag of the plain body's JSON,
 * waitId the single-use id of GET /v1/auth/amWeb/rsa. The back office decodes it before validating.
 */
export const HybridPayload = object({
  key: Type.String({ maxLength: 65536 }),
  waitId: Type.String({ maxLength: 65536 }),
  data: Type.String({ maxLength: 65536 }),
});
export type HybridPayload = Static<typeof HybridPayload>;
