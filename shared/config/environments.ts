/**
 * The build chooses one environment (webpack's DefinePlugin replaces `process.env.APP_ENV`); `local` is the
 * portal served with its own back office by `npm start`.
 *
 * The API is always same-origin (`apiBase` ''): the CSP allows `connect-src 'self'` only, so on every host
 * nginx proxies `/v1` to that environment's back office (whose internal address stays out of the bundle:
 * it belongs to the deploy config). `publicSite` is the official site (shared/config/public-site.ts).
 */
export const APP_ENVS = ['local', 'dev', 'sit', 'uat', 'prd'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export interface EnvironmentConfig {
  readonly name: AppEnv;
  /** Prefix of every `/v1/...` call; '' means the page's own origin. */
  readonly apiBase: string;
  /** Where the portal pages are served. */
  readonly portalOrigin: string;
  /** The official public website (registration, product detail, company pages). */
  readonly publicSite: string;
}

export const ENVIRONMENTS: Readonly<Record<AppEnv, EnvironmentConfig>> = {
  local: {
    name: 'local',
    apiBase: '',
    portalOrigin: 'http://127.0.0.1:8080',
    // The local back office's stand-in of the official site (server/dev/public-site-routes.ts).
    publicSite: '/__dev/site',
  },
  dev: {
    name: 'dev',
    apiBase: '',
    portalOrigin: 'https://dev-trade.gzzg.com.cn',
    publicSite: 'https://dev.gzzg.com.cn',
  },
  sit: {
    name: 'sit',
    apiBase: '',
    portalOrigin: 'https://sit-trade.gzzg.com.cn',
    publicSite: 'https://sit.gzzg.com.cn',
  },
  uat: {
    name: 'uat',
    apiBase: '',
    portalOrigin: 'https://uat-trade.gzzg.com.cn',
    publicSite: 'https://uat.gzzg.com.cn',
  },
  prd: {
    name: 'prd',
    apiBase: '',
    portalOrigin: 'https://trade.gzzg.com.cn',
    publicSite: 'https://www.gzzg.com.cn',
  },
};

export function isAppEnv(value: unknown): value is AppEnv {
  return typeof value === 'string' && (APP_ENVS as readonly string[]).includes(value);
}

/** An unknown or missing name falls back to `local` (webpack refuses unknown names at build time). */
export function resolveEnvironment(name: string | undefined): EnvironmentConfig {
  return ENVIRONMENTS[isAppEnv(name) ? name : 'local'];
}

function buildTimeEnvName(): string | undefined {
  try {
    // Replaced by a string literal at build time; without the DefinePlugin `process` does not exist.
    return process.env.APP_ENV;
  } catch {
    return undefined;
  }
}

export const APP_ENV: AppEnv = resolveEnvironment(buildTimeEnvName()).name;
export const ENV: EnvironmentConfig = ENVIRONMENTS[APP_ENV];
