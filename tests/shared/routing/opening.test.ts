import { loginReturnUrl, openingHandOverUrl, openingPageUrl, safeRedirect } from '@/shared/routing';

const ORIGIN = 'https://trade.gzzg.com.cn';
const OPENING = 'https://www.gzzg.com.cn/account/open';
const ASSETS = '%2Findex.html%23%2Fassets';

describe('the account-opening path (open.html) and its way back', () => {
  it('the login’s register link goes to open.html with the login’s redirect', () => {
    expect(openingPageUrl(`?redirect=${ASSETS}&channel=1`)).toBe(`/open.html?redirect=${ASSETS}&channel=1`);
    expect(openingPageUrl('')).toBe('/open.html');
  });

  it('open.html drops a redirect the login would not follow (another origin, an unknown page)', () => {
    const evil = `?redirect=${encodeURIComponent('https://evil.example/index.html')}`;
    expect(loginReturnUrl(evil, ORIGIN)).toBe(`${ORIGIN}/login.html`);
    expect(loginReturnUrl('?redirect=%2Fadmin.php', ORIGIN)).toBe(`${ORIGIN}/login.html`);
  });

  it('hands the official site’s opening the absolute way back to this login, redirect kept', () => {
    const url = new URL(openingHandOverUrl(OPENING, `?redirect=${ASSETS}`, ORIGIN));
    expect(`${url.origin}${url.pathname}`).toBe(OPENING);
    const back = url.searchParams.get('returnUrl') ?? '';
    expect(back).toBe(`${ORIGIN}/login.html?redirect=${ASSETS}`);
    // What comes back is the login with its redirect: the login's guard follows it to the assets screen.
    expect(safeRedirect(new URL(back).searchParams.get('redirect') ?? '', ORIGIN)).toBe(
      `${ORIGIN}/index.html#/assets`,
    );
  });

  it('open.html and upload.html are pages a login may come back to', () => {
    expect(safeRedirect('%2Fupload.html', ORIGIN)).toBe(`${ORIGIN}/upload.html`);
    expect(safeRedirect('%2Fopen.html', ORIGIN)).toBe(`${ORIGIN}/open.html`);
  });
});
