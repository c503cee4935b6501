import { readFileSync } from 'node:fs';

import { SECURITY_HEADERS } from '@/deploy/security-headers';
import { GENERATED_BLOCKS, NGINX_CONF, nginxString, renderNginxConf } from '@/scripts/nginx-conf';

const committed = readFileSync(NGINX_CONF, 'utf8');

describe('deploy/nginx.conf', () => {
  it('is up to date with the header table and the agreement catalogue (npm run nginx-conf)', () => {
    expect(renderNginxConf(committed)).toBe(committed);
  });

  it('adds every header of the table on every answer, errors included', () => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(committed).toContain(`add_header ${name} ${nginxString(value)} always;`);
      expect(committed).toContain(`proxy_hide_header ${name};`);
    }
  });

  it('sets headers only at server level, where every location inherits them', () => {
    // nginx drops inherited add_header lines in any block that declares its own.
    const server = committed.slice(committed.indexOf('server {'));
    const firstLocation = server.indexOf('location ');
    expect(server.slice(firstLocation)).not.toContain('add_header');
  });

  it('hides the nginx version', () => {
    expect(committed).toMatch(/^\s*server_tokens off;$/m);
  });

  it('rewrites a stale generated block from the table', () => {
    const stale = committed.replace(/add_header X-Content-Type-Options "nosniff" always;\n/, '');
    expect(stale).not.toBe(committed);
    expect(renderNginxConf(stale)).toBe(committed);
  });

  it('refuses a conf that lost a generated block', () => {
    const name = Object.keys(GENERATED_BLOCKS)[0];
    const broken = committed.replace(`# BEGIN generated: ${name}`, '# BEGIN something else');
    expect(() => renderNginxConf(broken)).toThrow(name);
  });

  it('quotes header values as nginx strings and refuses what nginx would expand', () => {
    expect(nginxString(`a "b" \\c`)).toBe(`"a \\"b\\" \\\\c"`);
    expect(() => nginxString("script-src 'nonce-$request_id'")).toThrow();
  });
});
