import { clientOf } from '../server/support/portal';
import { serverPerFile, startServer } from '../server/support/server';

/**
 * Issue 27, low item: cookies are Secure by default; only a portal addressed as loopback (a local http run)
 * leaves it off (PORTAL_SECURE_COOKIES=1 / 0 forces it on / off).
 */
jest.setTimeout(60000);

// nginx on this machine, named by TRUST_PROXY: its X-Forwarded-Host is believed (issue 39: no one else's).
const server = serverPerFile(() => startServer({ trustProxy: ['127.0.0.1'] }));

describe('the cookies', () => {
  it('carry Secure when the portal is addressed by its name, not over loopback', async () => {
    const browser = clientOf(server());
    const remote = await browser.request('POST', '/v1/auth/logout', {}, { host: 'portal.example.cn' });
    expect(String(remote.headers['set-cookie'])).toMatch(/; Secure/);
    const proxied = await browser.request(
      'POST',
      '/v1/auth/logout',
      {},
      {
        'x-forwarded-host': 'portal.example.cn',
      },
    );
    expect(String(proxied.headers['set-cookie'])).toMatch(/; Secure/);
    const local = await browser.request('POST', '/v1/auth/logout', {});
    expect(String(local.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});
