import {
  DOCUMENT_MAX_FILES,
  DOCUMENT_TEXT,
  documentFileError,
  type DocumentKind,
} from '@/shared/validation/document-request';

/**
 * Adds picked files to the chosen ones as far as the request's rules allow (shared with the back office,
 * which judges the bytes again): the first refusal is what the investor reads.
 */
export function pickFiles(
  kind: DocumentKind,
  chosen: readonly File[],
  picked: readonly File[],
): { files: File[]; error: string | null } {
  const files = [...chosen];
  let error: string | null = null;
  for (const file of picked) {
    // By name and size only: a File's `type` is its MIME type, not the content type the back office reads.
    const problem = documentFileError(kind, { name: file.name, size: file.size });
    if (problem) error ??= problem;
    else if (files.length >= DOCUMENT_MAX_FILES) error ??= DOCUMENT_TEXT.tooMany;
    else files.push(file);
  }
  return { files, error };
}
