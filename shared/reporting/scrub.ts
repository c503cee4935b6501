/**
 * Removes secrets and personal numbers from report text before it leaves the browser: passwords, SMS and
 * captcha codes, tokens, nonces, ID numbers (masked), bank-card-like digit runs and mobile numbers. The
 * patterns avoid look-behind on purpose: Safari before 16.4 refuses to parse a bundle that contains one.
 */
// Key names whose values never leave the browser. `code` alone or prefixed (smsCode) is secret; fundCode is not.
const SENSITIVE_NAME =
  '[\\w-]*(?:pass(?:word|wd)|pwd|token|nonce|secret|captcha|idno|idnumber|cardid|certno|encryptid|authorization|cookie|psession)[\\w-]*|\\b(?:sms|verify|auth|check|captcha)?code';

const MASK = '***';

const JSON_PAIR = new RegExp(`"(${SENSITIVE_NAME})"\\s*:\\s*("(?:[^"\\\\]|\\\\.)*"|[^,}\\]\\s]+)`, 'gi');
const QUERY_PAIR = new RegExp(`\\b(${SENSITIVE_NAME})=([^&#\\s"',;]*)`, 'gi');
const COLON_PAIR = new RegExp(
  `\\b(${SENSITIVE_NAME})(\\s*[:：]\\s*)((?:Bearer|Basic)\\s+)?[^\\s,;&"']+`,
  'gi',
);
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
// 15 or more digits (old and new ID numbers, bank cards), the 18-digit ID ending in X included.
const LONG_NUMBER = /(^|\D)(\d{3})(\d{10,})(\d{2}|\d[Xx])(?!\d)/g;
const MOBILE = /(^|\D)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;

export function scrubText(text: string): string {
  return text
    .replace(JSON_PAIR, (_all, key: string) => `"${key}":"${MASK}"`)
    .replace(QUERY_PAIR, (_all, key: string) => `${key}=${MASK}`)
    .replace(COLON_PAIR, (_all, key: string, sep: string) => `${key}${sep}${MASK}`)
    .replace(BEARER, (_all, scheme: string) => `${scheme} ${MASK}`)
    .replace(
      LONG_NUMBER,
      (_all, lead: string, head: string, middle: string, tail: string) =>
        `${lead}${head}${'*'.repeat(middle.length)}${tail}`,
    )
    .replace(MOBILE, (_all, lead: string, head: string, tail: string) => `${lead}${head}****${tail}`);
}

/** URLs are scrubbed decoded too: `redirect=` carries a whole encoded address whose query may hold a token. */
export function scrubUrl(url: string): string {
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    // A malformed escape: scrub the raw text instead.
  }
  return scrubText(decoded);
}
