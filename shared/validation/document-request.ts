import { PHOTO_EXTENSIONS, PHOTO_MAX_BYTES } from '../config/constants';

/**
 * The upload path's documents (upload.html, docs/decisions.md "upload path"): what ops may ask an investor
 * for, and the rules of the files sent for it, applied by the page before sending and by the back office
 * on the bytes. idCard: the two sides of the ID card as photos; certificate: a certificate or proof, photo
 * or PDF.
 */
export const DOCUMENT_KINDS = ['idCard', 'certificate'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_MAX_FILES = 5;

interface DocumentRule {
  label: string;
  /** What the investor is told to send. */
  hint: string;
  extensions: readonly string[];
  minFiles: number;
}

export const DOCUMENT_RULES: Readonly<Record<DocumentKind, DocumentRule>> = {
  idCard: {
    label: '身份证照片',
    hint: '请上传本人二代居民身份证原件的人像面和国徽面照片，四角完整、字迹清晰',
    extensions: PHOTO_EXTENSIONS,
    minFiles: 2,
  },
  certificate: {
    label: '证明文件',
    hint: '请上传工作人员所要求的证明文件，可为照片或PDF文件',
    extensions: [...PHOTO_EXTENSIONS, 'pdf'],
    minFiles: 1,
  },
};

export const DOCUMENT_TEXT = {
  type: (kind: DocumentKind) =>
    kind === 'idCard'
      ? '身份证照片仅支持jpg、jpeg、png、bmp格式'
      : '证明文件仅支持jpg、jpeg、png、bmp图片或pdf文件',
  size: '每个文件不可超过10M',
  tooMany: `每项资料最多上传${DOCUMENT_MAX_FILES}个文件`,
  tooFew: (kind: DocumentKind) =>
    kind === 'idCard' ? '请同时上传身份证人像面和国徽面照片' : '请选择要上传的文件',
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * What is wrong with one file for this kind, or undefined. `type` is the content's type when the caller
 * read the bytes (the back office); the page knows only the name.
 */
export function documentFileError(
  kind: DocumentKind,
  file: { name: string; size: number; type?: string },
): string | undefined {
  const type = file.type ?? extensionOf(file.name);
  if (!DOCUMENT_RULES[kind].extensions.includes(type)) return DOCUMENT_TEXT.type(kind);
  return file.size > PHOTO_MAX_BYTES ? DOCUMENT_TEXT.size : undefined;
}

/** What is wrong with the number of files sent for this kind, or undefined. */
export function documentCountError(kind: DocumentKind, count: number): string | undefined {
  if (count > DOCUMENT_MAX_FILES) return DOCUMENT_TEXT.tooMany;
  return count < DOCUMENT_RULES[kind].minFiles ? DOCUMENT_TEXT.tooFew(kind) : undefined;
}
