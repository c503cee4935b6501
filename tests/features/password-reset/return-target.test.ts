import { returnTarget } from '@/features/password-reset';

const ORIGIN = 'https://portal.example.com';
const at = (search: string) => returnTarget({ search, origin: ORIGIN });

describe('returnTarget (the `from` of the reset pages)', () => {
  it('is the login page without `from`', () => {
    expect(at('')).toBe(`${ORIGIN}/login.html`);
  });

  it('keeps a `from` on this origin with its own query, decoded once', () => {
    const from = encodeURIComponent(
      `/login.html?redirect=${encodeURIComponent(`${ORIGIN}/index.html#/assets`)}`,
    );
    expect(at(`?from=${from}`)).toBe(
      `${ORIGIN}/login.html?redirect=${encodeURIComponent(`${ORIGIN}/index.html#/assets`)}`,
    );
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'https://127.0.0.1@evil.example',
    '/%2F%2Fevil.example',
    'https://evil.example/login.html',
    '/not-a-page.html',
  ])('refuses %s (encoded or not) and goes to our login page', (payload) => {
    for (const raw of [payload, encodeURIComponent(payload)]) {
      const target = new URL(at(`?from=${raw}`));
      expect(target.origin).toBe(ORIGIN);
      expect(target.pathname).toBe('/login.html');
    }
  });

  it('uses the given fallback (the trade reset goes home)', () => {
    expect(returnTarget({ search: '?from=//evil.example', origin: ORIGIN }, '/index.html#/hall')).toBe(
      `${ORIGIN}/index.html#/hall`,
    );
  });
});
