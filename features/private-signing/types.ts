/** The inputs of the private signing, structural so the wire contract's types fit without importing api/. */

/** The fund being signed for. */
export interface FundToSign {
  fundCode: string;
  fundName: string;
}

/** A document to read: what a template call answers (contract or risk disclosure). */
export interface DocumentToRead {
  readingId: number;
  noticeCode: string;
  fileName: string;
  fileHash: string;
  /** Where it opens (path / riskAnnounceMouldFilePath). */
  url: string;
  readSeconds: number;
}

export interface DeclarationItem {
  code: string;
  text: string;
}

/** A failed call as the api layer's reader gives it. */
export interface SigningFailure {
  state?: number | string;
  message?: string;
  silent?: boolean;
}
