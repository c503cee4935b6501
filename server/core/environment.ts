import { isIP } from 'node:net';

import fastifyEnv from '@fastify/env';
import { type Static, Type } from '@sinclair/typebox';
import Fastify from 'fastify';

import { UNPUBLISHED_YEARS, type UnpublishedYears } from './calendar';

/**
 * The back office's settings from the environment, each checked: a wrong value stops the start with a
 * message that names the variable, what it holds and what it may hold (start.ts prints it and exits).
 */
export class EnvironmentError extends Error {}

const whole = (fallback: number, minimum: number, maximum: number) =>
  Type.Integer({ default: fallback, minimum, maximum, description: `须是 ${minimum}–${maximum} 的整数` });

/** Every variable with its type, range and default; `description` is what a wrong value is told. */
const ENVIRONMENT = Type.Object({
  /** The address to listen on, an IP address or localhost (checked below); default this machine only. */
  HOST: Type.String({
    default: '127.0.0.1',
    description: '须是 IP 地址（如 127.0.0.1、0.0.0.0、::1）或 localhost',
  }),
  PORT: Type.Integer({ default: 8080, minimum: 1, maximum: 65535, description: '须是 1–65535 的端口号' }),
  /**
   * Whose X-Forwarded-For the back office believes for the client address (rate limits, the dev hooks'
   * loopback check): `false` nobody (direct connections); 1–10 proxy hops; a comma-separated list of proxy
   * addresses or CIDR ranges (127.0.0.1,10.0.0.0/8). `true` (everyone) is refused: any client could then
   * choose its own address.
   */
  TRUST_PROXY: Type.String({
    default: 'false',
    description:
      '须是 false、代理层数 1–10，或以逗号分隔的代理地址/网段（如 127.0.0.1,10.0.0.0/8）；不接受 true',
  }),
  /** The exchange calendar file ops maintain; default the one in server/core. */
  PORTAL_CALENDAR_FILE: Type.Optional(Type.String()),
  /**
   * How far past the last published year a fact (a new order's trade date, a NAV, a batch run) may lie on the
   * provisional calendar (calendar.ts): `refuse` (production's rule, the default with NODE_ENV=production:
   * through 19 January of the first unpublished year) or `provisional` (the local back office's default: the
   * two provisional years). Predicted dates are provisional (预计) in both.
   */
  PORTAL_CALENDAR_UNPUBLISHED: Type.Optional(
    Type.Union(
      UNPUBLISHED_YEARS.map((rule) => Type.Literal(rule)),
      {
        description: `只能是 ${UNPUBLISHED_YEARS.join(' 或 ')}`,
      },
    ),
  ),
  /**
   * The confirm batch runs in chunks of at most PORTAL_BATCH_CHUNK orders and at most PORTAL_BATCH_SLICE_MS of
   * work, with a pause of PORTAL_BATCH_PAUSE_MS after each (0: the requests waiting run, then the next chunk).
   */
  PORTAL_BATCH_CHUNK: whole(100, 1, 10_000),
  PORTAL_BATCH_SLICE_MS: whole(5, 1, 1000),
  PORTAL_BATCH_PAUSE_MS: whole(0, 0, 60_000),
  /** `1` always Secure, `0` never (plain http on a real host), unset: Secure unless addressed as loopback. */
  PORTAL_SECURE_COOKIES: Type.Optional(Type.String()),
});

type Variables = Static<typeof ENVIRONMENT>;
type Name = keyof Variables;

/** Whose X-Forwarded-For to believe: nobody, the addresses or ranges listed, or the first n hops. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** How the confirm batch shares the process with requests (server/batch/scheduler.ts). */
export interface BatchPace {
  /** Orders confirmed between two pauses, at most. */
  chunk: number;
  /** How long the batch runs between two pauses, at most (it pauses after the order that passed it). */
  sliceMs: number;
  /** How long each pause lasts; 0: just long enough for the requests waiting to run. */
  pauseMs: number;
}

export interface Environment {
  host: string;
  port: number;
  trustProxy: TrustProxy;
  calendarFile: string | undefined;
  unpublishedYears: UnpublishedYears;
  batchPace: BatchPace;
  secureCookies: boolean | 'unless-loopback';
}

const wrong = (name: Name, value: string | undefined) =>
  new EnvironmentError(
    `环境变量 ${name}=${JSON.stringify(value)} 无效：${ENVIRONMENT.properties[name].description ?? ''}`,
  );

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function trustProxyOf(value: string): TrustProxy | undefined {
  if (value === 'false') return false;
  if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 10) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

/** Checks the variables against ENVIRONMENT through @fastify/env (env-schema); an empty one counts as unset. */
async function variables(env: NodeJS.ProcessEnv): Promise<Variables> {
  const given = Object.fromEntries(
    Object.keys(ENVIRONMENT.properties).flatMap((name) => (env[name] ? [[name, env[name]]] : [])),
  );
  const reader = Fastify();
  try {
    await reader.register(fastifyEnv, { schema: ENVIRONMENT, data: given, env: false, dotenv: false });
    return reader.getEnvs<Variables>();
  } catch (error) {
    const first = (error as { errors?: { instancePath: string }[] }).errors?.[0];
    if (!first) throw error;
    const name = first.instancePath.slice(1).split('/')[0] as Name;
    throw wrong(name, env[name]);
  } finally {
    await reader.close();
  }
}

/** The settings, read and checked once at start (start.ts; buildApp for what its options leave out). */
export async function loadEnvironment(env: NodeJS.ProcessEnv = process.env): Promise<Environment> {
  const vars = await variables(env);
  if (vars.HOST !== 'localhost' && isIP(vars.HOST) === 0) throw wrong('HOST', vars.HOST);
  const trustProxy = trustProxyOf(vars.TRUST_PROXY);
  if (trustProxy === undefined) throw wrong('TRUST_PROXY', vars.TRUST_PROXY);
  const production = env.NODE_ENV === 'production';
  return {
    host: vars.HOST,
    port: vars.PORT,
    trustProxy,
    calendarFile: vars.PORTAL_CALENDAR_FILE,
    unpublishedYears: vars.PORTAL_CALENDAR_UNPUBLISHED ?? (production ? 'refuse' : 'provisional'),
    batchPace: {
      chunk: vars.PORTAL_BATCH_CHUNK,
      sliceMs: vars.PORTAL_BATCH_SLICE_MS,
      pauseMs: vars.PORTAL_BATCH_PAUSE_MS,
    },
    secureCookies: { '1': true, '0': false }[vars.PORTAL_SECURE_COOKIES ?? ''] ?? 'unless-loopback',
  };
}
