/**
 * Masking for display. The masked text keeps the length of the original, so the investor can recognise
 * it, and never shows more than `head + tail` characters; a value too short for both shows only its last
 * third (an eight-character value masked 4 + 4 would otherwise be shown whole).
 */
export function maskMiddle(value: string, head: number, tail: number, mask = '*'): string {
  const text = value.trim();
  const len = text.length;
  if (len === 0) return '';
  if (len <= head + tail) {
    const keep = Math.floor(len / 3);
    return mask.repeat(len - keep) + text.slice(len - keep);
  }
  return text.slice(0, head) + mask.repeat(len - head - tail) + text.slice(len - tail);
}

/** @internal 110101199003074514 → 110***********4514 (first 3 and last 4). */
export function maskIdNumber(idNumber: string): string {
  return maskMiddle(idNumber, 3, 4);
}

/** @internal 13800000001 → 138****0001 */
export function maskPhone(phone: string): string {
  return maskMiddle(phone, 3, 4);
}

/** @internal Fund, trade and bank account numbers: first 4 and last 4. */
export function maskAccount(account: string): string {
  return maskMiddle(account, 4, 4);
}

/** 6222020200112233445 (or its masked form) → 尾号3445: how a card is named where the investor picks or confirms one. */
export function bankTail(cardNo: string): string {
  const digits = cardNo.replace(/\s+/g, '');
  return digits ? `尾号${digits.slice(-4)}` : '';
}
