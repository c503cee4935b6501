import { createHash } from 'node:crypto';

/** What each evidence entry records: the kinds of DESIGN.md's "Evidence" and issue 14. */
export type EvidenceKind =
  | 'notice'
  | 'mismatch'
  | 'highRisk'
  | 'specialCare'
  | 'engagement'
  | 'read'
  | 'declaration'
  | 'sign'
  | 'withdraw'
  | 'visit';

/** The fields an entry's hash covers, as stored (detail is its JSON text). */
export interface ChainedFields {
  seq: number;
  accountId: number;
  sessionHash: string;
  kind: EvidenceKind;
  fundCode: string | null;
  businessCode: string | null;
  documentCode: string | null;
  documentName: string | null;
  documentHash: string | null;
  detail: string | null;
  appNo: string | null;
  at: number;
}

/** The previous hash of an investor's first entry. */
export const GENESIS = '0'.repeat(64);

/**
 * SHA-256 of the previous hash and the entry's fields, in a fixed order as a JSON array (no ambiguity
 * between fields, whatever they hold): changing any field, or the entry before, changes the hash.
 */
export function entryHash(prevHash: string, entry: ChainedFields): string {
  const fields = chainedValues(entry);
  return createHash('sha256').update(prevHash).update('\n').update(JSON.stringify(fields)).digest('hex');
}

/** An entry's hashed fields in the hash's fixed order: seq, investor, session, … , order number, time. */
export function chainedValues(entry: ChainedFields) {
  return [
    entry.seq,
    entry.accountId,
    entry.sessionHash,
    entry.kind,
    entry.fundCode,
    entry.businessCode,
    entry.documentCode,
    entry.documentName,
    entry.documentHash,
    entry.detail,
    entry.appNo,
    entry.at,
  ];
}

export interface StoredEntry extends ChainedFields {
  prevHash: string;
  hash: string;
}

export type ChainVerdict =
  { intact: true; length: number } | { intact: false; brokenAt: number; length: number };

/**
 * Walks an investor's entries in seq order: each must follow the one before (seq + 1, its prevHash the
 * previous hash) and hash to what it stores. The first entry that does not is where the chain breaks.
 */
export function verifyChain(entries: readonly StoredEntry[]): ChainVerdict {
  let prev = GENESIS;
  for (const [index, entry] of entries.entries()) {
    const expectedSeq = index + 1;
    if (entry.seq !== expectedSeq || entry.prevHash !== prev || entryHash(prev, entry) !== entry.hash) {
      return { intact: false, brokenAt: expectedSeq, length: entries.length };
    }
    prev = entry.hash;
  }
  return { intact: true, length: entries.length };
}
