/**
 * What the amount box keeps of a keystroke: digits and one point, at most two decimals, no leading
 * zeros ('007' → '7', '.5' → '0.5'); full-width digits and the Chinese full stop are read as ASCII.
 */
export function normalizeAmountInput(raw: string): string {
  const ascii = raw
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[。．]/g, '.')
    .replace(/[^\d.]/g, '');
  const [int = '', ...rest] = ascii.split('.');
  const hasPoint = rest.length > 0;
  const frac = rest.join('').slice(0, 2);
  const intPart = int.replace(/^0+(?=\d)/, '');
  if (!hasPoint) return intPart;
  return `${intPart || '0'}.${frac}`;
}
