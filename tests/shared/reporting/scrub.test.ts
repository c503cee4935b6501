import fc from 'fast-check';

import { scrubText, scrubUrl } from '@/shared/reporting/scrub';

describe('scrubText', () => {
  it.each([
    ['{"account":"a1","password":"Secr3t!"}', '{"account":"a1","password":"***"}'],
    ['{"oldPassword": "x1", "newPassword":"y2"}', '{"oldPassword":"***", "newPassword":"***"}'],
    ['{"code":"123456","smsCode":"654321"}', '{"code":"***","smsCode":"***"}'],
    ['{"token":"abc.def","nonce":"n-1"}', '{"token":"***","nonce":"***"}'],
    ['/v1/x?token=abc&fundCode=000001&nonce=zz', '/v1/x?token=***&fundCode=000001&nonce=***'],
    ['failed: password: hunter2, retry', 'failed: password: ***, retry'],
    ['Authorization: Bearer eyJhbGciOi.x.y', 'Authorization: ***'],
    ['sent Bearer eyJhbGciOi.x.y', 'sent Bearer ***'],
    ['gwtoken=GW-123#/hall', 'gwtoken=***#/hall'],
  ])('removes secrets: %s', (input, expected) => {
    expect(scrubText(input)).toBe(expected);
  });

  it('keeps what is not secret', () => {
    const text = 'TypeError: Cannot read properties of undefined (reading "fundCode") at app.js:1:2345';
    expect(scrubText(text)).toBe(text);
    expect(scrubText('{"fundCode":"000001","noticeCode":"N1"}')).toBe(
      '{"fundCode":"000001","noticeCode":"N1"}',
    );
  });

  it('masks ID numbers and mobile numbers wherever they appear', () => {
    expect(scrubText('idNumber 11010119900307001X invalid')).toBe('idNumber 110*************1X invalid');
    expect(scrubText('account 110101199003070011,')).toBe('account 110*************11,');
    expect(scrubText('phone 13800138000.')).toBe('phone 138****8000.');
    expect(scrubText('{"idNo":"110101199003070011"}')).toBe('{"idNo":"***"}');
  });

  it('never lets a full 18-character ID number through (property)', () => {
    const idLike = fc
      .tuple(fc.stringMatching(/^\d{17}$/), fc.constantFrom(...'0123456789X'.split('')))
      .map(([body, check]) => body + check);
    const around = fc.stringMatching(/^[ a-zA-Z:=,"{}]{0,12}$/);
    fc.assert(
      fc.property(around, idLike, around, (before, id, after) => {
        const scrubbed = scrubText(`${before}${id}${after}`);
        expect(scrubbed).not.toContain(id);
        expect(scrubbed).not.toMatch(/\d{17}[\dX]/);
      }),
    );
  });

  it('never lets a full mobile number through (property)', () => {
    const mobile = fc.stringMatching(/^1[3-9]\d{9}$/);
    fc.assert(
      fc.property(fc.stringMatching(/^[ a-z:,]{0,8}$/), mobile, (before, phone) => {
        expect(scrubText(`${before}${phone} `)).not.toContain(phone);
      }),
    );
  });
});

describe('scrubUrl', () => {
  it('scrubs inside an encoded redirect too', () => {
    const url = `http://localhost/login.html?redirect=${encodeURIComponent('/index.html#/x?token=SECRET&id=1')}`;
    const scrubbed = scrubUrl(url);
    expect(scrubbed).not.toContain('SECRET');
    expect(scrubbed).toContain('token=***');
  });

  it('copes with a malformed escape', () => {
    expect(scrubUrl('/p?%E0%A4%A&password=x')).toBe('/p?%E0%A4%A&password=***');
  });
});
