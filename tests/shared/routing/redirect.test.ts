import fc from 'fast-check';

import {
  HOME_URL,
  KNOWN_PAGE_PATHS,
  ROUTES,
  indexRouteUrl,
  isOnLoginPage,
  loginUrlWithRedirect,
  rawRedirectParam,
  redirectTarget,
  safeRedirect,
} from '@/shared/routing';

const ORIGIN = 'https://trade.gzzg.com.cn';
const HOME = `${ORIGIN}/index.html#/hall`;

describe('safeRedirect', () => {
  it.each([
    [encodeURIComponent(`${ORIGIN}/index.html#/assets`), `${ORIGIN}/index.html#/assets`],
    [
      encodeURIComponent('/index.html#/trade-center/purchase/order?id=MDAwMDAx'),
      `${ORIGIN}/index.html#/trade-center/purchase/order?id=MDAwMDAx`,
    ],
    ['index.html', `${ORIGIN}/index.html`],
    ['%2Freset.html%3Ffrom%3Dlogin', `${ORIGIN}/reset.html?from=login`],
    ['/', `${ORIGIN}/`],
  ])('follows %s on this origin and a known page', (raw, expected) => {
    expect(safeRedirect(raw, ORIGIN)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    encodeURIComponent('javascript:alert(1)'),
    'data:text/html,<script>alert(1)</script>',
    'https://127.0.0.1@evil.example',
    `${ORIGIN}@evil.example/index.html`,
    `https://user:pass@trade.gzzg.com.cn/index.html`,
    'https://evil.example/index.html',
    'http://trade.gzzg.com.cn/index.html',
    'https://trade.gzzg.com.cn.evil.example/index.html',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '%2F%5Cevil.example',
    '/index.html/../../evil.example',
    '/admin.html',
    '/v1/auth/logout',
    '%E0%A4%A',
    '',
    '   ',
  ])('sends %s to the portal home', (raw) => {
    expect(safeRedirect(raw, ORIGIN)).toBe(HOME);
  });

  it('sends a missing parameter home', () => {
    expect(safeRedirect(null, ORIGIN)).toBe(HOME);
    expect(safeRedirect(undefined, ORIGIN)).toBe(HOME);
  });

  it('always stays on the origin and on a known page, whatever the input (property)', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%2F',
      '%5C',
      '%25',
      '@',
      ':',
      '.',
      '..',
      'evil.example',
      'javascript:',
      'https:',
      'http:',
      '127.0.0.1',
      'index.html',
      'login.html',
      '#',
      '?',
      '\t',
      '\n',
      ' ',
      'trade.gzzg.com.cn',
      '%0A',
      'data:',
    );
    const payload = fc.oneof(
      fc.string(),
      fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(payload, fc.boolean(), (raw, encode) => {
        const result = new URL(safeRedirect(encode ? encodeURIComponent(raw) : raw, ORIGIN));
        expect(result.origin).toBe(ORIGIN);
        expect(result.username + result.password).toBe('');
        expect(KNOWN_PAGE_PATHS.has(result.pathname)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('brings back every address of this portal that went through the login redirect (property)', () => {
    const route = fc.constantFrom(...Object.values(ROUTES));
    const query = fc.string({ unit: fc.constantFrom(...'abc123=&%+ 中'), maxLength: 10 });
    fc.assert(
      fc.property(route, query, (path, q) => {
        const href = `${ORIGIN}${indexRouteUrl(path)}${q ? `?x=${encodeURIComponent(q)}` : ''}`;
        const loginUrl = new URL(loginUrlWithRedirect(href), ORIGIN);
        expect(safeRedirect(rawRedirectParam(loginUrl.search), ORIGIN)).toBe(new URL(href).href);
      }),
    );
  });
});

describe('login redirect', () => {
  it('is login.html with the encoded current address', () => {
    expect(loginUrlWithRedirect(`${ORIGIN}/index.html#/assets?a=1&b=2`)).toBe(
      `/login.html?redirect=${encodeURIComponent(`${ORIGIN}/index.html#/assets?a=1&b=2`)}`,
    );
  });

  it('reads the raw parameter without decoding it', () => {
    expect(rawRedirectParam('?from=x&redirect=%252F%252Fevil.example')).toBe('%252F%252Fevil.example');
    expect(rawRedirectParam('?from=x')).toBeUndefined();
  });

  it('does not decode twice on the way to the target', () => {
    // URLSearchParams would decode %252F to %2F and a second decode would make it //.
    expect(redirectTarget({ search: '?redirect=%252F%252Fevil.example', origin: ORIGIN })).toBe(HOME);
    expect(
      redirectTarget({ search: `?redirect=${encodeURIComponent('/index.html#/assets')}`, origin: ORIGIN }),
    ).toBe(`${ORIGIN}/index.html#/assets`);
  });

  it('knows when the user is already on a login page', () => {
    expect(isOnLoginPage('/login.html')).toBe(true);
    expect(isOnLoginPage('/gwlogin.html')).toBe(true);
    expect(isOnLoginPage('/index.html')).toBe(false);
    window.history.replaceState(null, '', '/login.html?redirect=x');
    expect(isOnLoginPage()).toBe(true);
  });

  it('has the hall as home', () => {
    expect(HOME_URL).toBe('/index.html#/hall');
    expect(indexRouteUrl(ROUTES.riskLevel, { module: 'RiskLevelTest' })).toBe(
      '/index.html#/hall/user/risk-level?module=RiskLevelTest',
    );
  });
});
