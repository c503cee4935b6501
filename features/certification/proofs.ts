import { CERT_TEXT } from './texts';

export const MAX_FILES = 5;
export const MAX_BYTES = 10485760;
const TYPES = /\.(jpe?g|png|bmp|pdf)$/i;

export const isPdf = (file: File) => /\.pdf$/i.test(file.name) || file.type === 'application/pdf';

/**
 * Adds picked files to the chosen ones of one proof, as far as the rules allow: only images and PDFs, none
 * over 10M, five at most with the other proof's (`elsewhere`). The back office judges the content again;
 * this only saves a wasted upload.
 */
export function addProofs(
  chosen: readonly File[],
  picked: readonly File[],
  elsewhere = 0,
): { files: File[]; error: string | null } {
  const files = [...chosen];
  let error: string | null = null;
  for (const file of picked) {
    if (!TYPES.test(file.name)) error = CERT_TEXT.badType;
    else if (file.size > MAX_BYTES) error = CERT_TEXT.tooBig;
    else if (files.length + elsewhere >= MAX_FILES) error = CERT_TEXT.tooMany;
    else files.push(file);
  }
  return { files, error };
}
