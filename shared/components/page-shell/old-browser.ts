/** Spec: IE 11 or below gets the old-browser notice. IE ≤ 10 says MSIE, IE 11 says Trident/7. */
export function isOldInternetExplorer(userAgent: string): boolean {
  return /\bMSIE \d+\./.test(userAgent) || /\bTrident\/\d+\./.test(userAgent);
}
