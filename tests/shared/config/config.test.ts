import {
  APP_ENVS,
  BANK_SMS_COUNTDOWN_S,
  DIALOG_MEMORY_MS,
  DICTIONARY_DEBOUNCE_MS,
  ENVIRONMENTS,
  HOTLINE,
  HTTP_TIMEOUT_MS,
  PAGINATION,
  PHOTO_MAX_BYTES,
  SMS_COUNTDOWN_S,
  TOAST_DURATION_MS,
  resolveEnvironment,
} from '@/shared/config';

describe('environments', () => {
  it('are local, dev, sit, uat and prd, each with its own hosts', () => {
    expect(APP_ENVS).toEqual(['local', 'dev', 'sit', 'uat', 'prd']);
    const sites = APP_ENVS.map((name) => ENVIRONMENTS[name].publicSite);
    expect(new Set(sites).size).toBe(sites.length);
    expect(ENVIRONMENTS.prd.publicSite).toBe('https://www.gzzg.com.cn');
    for (const name of APP_ENVS.filter((n) => n !== 'local')) {
      expect(ENVIRONMENTS[name].portalOrigin).toMatch(/^https:\/\//);
    }
  });

  it('call the API on the page origin, as the CSP (connect-src self) requires', () => {
    for (const name of APP_ENVS) expect(ENVIRONMENTS[name].apiBase).toBe('');
  });

  it('fall back to local for a missing or unknown name', () => {
    expect(resolveEnvironment(undefined).name).toBe('local');
    expect(resolveEnvironment('production').name).toBe('local');
    expect(resolveEnvironment('uat').name).toBe('uat');
  });

  it('are chosen by APP_ENV at build time', () => {
    const saved = process.env.APP_ENV;
    process.env.APP_ENV = 'sit';
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const config = require('@/shared/config') as typeof import('@/shared/config');
        expect(config.APP_ENV).toBe('sit');
        expect(config.ENV.publicSite).toBe('https://sit.gzzg.com.cn');
      });
    } finally {
      process.env.APP_ENV = saved;
    }
  });
});

describe('constants of spec §9', () => {
  it('hold the spec values', () => {
    expect(TOAST_DURATION_MS).toBe(2500);
    expect(HTTP_TIMEOUT_MS).toBe(60000);
    expect([SMS_COUNTDOWN_S, BANK_SMS_COUNTDOWN_S]).toEqual([120, 60]);
    expect(PHOTO_MAX_BYTES).toBe(10485760);
    expect(HOTLINE).toBe('95517');
    expect(DICTIONARY_DEBOUNCE_MS).toBe(60000);
    expect(DIALOG_MEMORY_MS).toBe(86400000);
    expect(PAGINATION).toMatchObject({ defaultPage: 1, defaultPageSize: 10, pageSizes: [10, 20, 30, 50] });
  });
});
