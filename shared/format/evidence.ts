/**
 * Words for people on the evidence screens (issue 38 item 7): a record is named by its 存证编号, a short
 * number read off its SHA-256 (the full digest stays in the PDF and the record's detail), and a document by
 * its title, never its file name.
 */

/** 'CZ' and the digest's first 16 hex digits in groups of four: CZ-5F74-0B6D-4B08-1A2C. */
export function evidenceNumber(sha256: string): string {
  const head = sha256
    .replace(/[^0-9a-f]/gi, '')
    .slice(0, 16)
    .toUpperCase();
  const groups = head.match(/.{1,4}/g) ?? [];
  return ['CZ', ...groups].join('-');
}

/** A document's title from its file name: '…产品资料概要.html' → '…产品资料概要'; 《》 are the caller's. */
export function documentTitle(fileName: string): string {
  return fileName.trim().replace(/\.(html?|pdf|docx?)$/i, '');
}
