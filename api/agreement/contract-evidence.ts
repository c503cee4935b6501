/**
 * The evidence log (issue 14; DESIGN.md "Evidence"): every document shown and read, every declaration item
 * ticked, every signature, withdrawal and return visit, per investor, as a hash chain (each entry carries
 * the hash of the one before; an edited or removed entry breaks the chain from there on).
 */
import { Type, type Static } from '@sinclair/typebox';

import { Flag, Nullable, object, query, str, StringEnum } from '../core/contract';

const Sha256 = Type.String({ pattern: '^[0-9a-f]{64}$' });

export const EvidenceKind = StringEnum([
  'notice',
  'mismatch',
  'highRisk',
  'specialCare',
  'engagement',
  'read',
  'declaration',
  'sign',
  'withdraw',
  'visit',
]);
export type EvidenceKind = Static<typeof EvidenceKind>;

export const EvidenceEntry = object({
  seq: Type.Integer({ minimum: 1 }),
  kind: EvidenceKind,
  /** yyyy-MM-dd HH:mm:ss, Asia/Shanghai. */
  at: str(19),
  /** What happened, in words (阅读《…》15秒, 勾选投资者声明第3项, …). */
  summary: str(400),
  fundCode: Nullable(str(6)),
  fundName: Nullable(str(100)),
  documentCode: Nullable(str(64)),
  documentName: Nullable(str(200)),
  documentHash: Nullable(Sha256),
  appNo: Nullable(str(32)),
  /** The session it came from (SHA-256 of its token), and the entry's own fields as recorded (JSON). */
  sessionHash: Sha256,
  detail: Nullable(Type.String({ maxLength: 8000 })),
  prevHash: Sha256,
  hash: Sha256,
});
export type EvidenceEntry = Static<typeof EvidenceEntry>;

/** 我的签署记录 GET /v1/agreement/evidence (session needed): the whole chain, oldest first, and its check. */
export const EvidenceQuery = query();
export type EvidenceQuery = Static<typeof EvidenceQuery>;
export const EvidenceData = object({
  intact: Flag,
  /** The first entry whose hash does not follow (null while intact). */
  brokenAt: Nullable(Type.Integer({ minimum: 1 })),
  entries: Type.Array(EvidenceEntry, { maxItems: 5000 }),
});
export type EvidenceData = Static<typeof EvidenceData>;

/** 下载签署记录 GET /v1/agreement/evidence/pdf: the same record as a PDF (application/pdf, attachment). */
export const EvidencePdfQuery = query();
export type EvidencePdfQuery = Static<typeof EvidencePdfQuery>;
