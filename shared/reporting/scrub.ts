/**
 * Removes secrets and personal numbers from report text before it leaves the browser: passwords, SMS and
 * captcha codes, tokens, nonces, ID numbers (masked), bank-card-like digit runs and mobile numbers. The
 * patterns avoid look-behind on purpose: Safari before 16.4 refuses to parse a bundle that contains one.
 */
const SENSITIVE_KEY =
  /(pass(word|wd)?|pwd|token|nonce|secret|smscode|captcha|idno|idnumber|cardid|certno|encryptid|authorization|cookie|psession|^(sms|verify|auth|check)?code$)/i;

const MASK = '***';

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

const JSON_PAIR = /"([\w-]+)"\s*:\s*("(?:[^"\\]|\\.)*"|[^,}\]\s]+)/g;
const QUERY_PAIR = /([\w-]+)=([^&#\s"',;]*)/g;
const COLON_PAIR = /([\w-]+)(\s*[:：]\s*)([^\s,;&"']+)/g;
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
// 15 to 19 digits (old and new ID numbers, bank cards), the 18-digit ID ending in X included.
const LONG_NUMBER = /(^|[^0-9A-Za-z])(\d{3})(\d{10,14})(\d{2}|\d[Xx])(?![0-9A-Za-z])/g;
const MOBILE = /(^|\D)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;

export function scrubText(text: string): string {
  return text
    .replace(JSON_PAIR, (all, key: string) => (isSensitiveKey(key) ? `"${key}":"${MASK}"` : all))
    .replace(QUERY_PAIR, (all, key: string) => (isSensitiveKey(key) ? `${key}=${MASK}` : all))
    .replace(COLON_PAIR, (all, key: string, sep: string) =>
      isSensitiveKey(key) ? `${key}${sep}${MASK}` : all,
    )
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
