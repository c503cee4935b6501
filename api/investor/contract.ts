/**
 * Qualified and professional investor certification (trading-accounts.md §3, §4, §7). POST
 * /v1/investor/qualified/upload is multipart/form-data: both proofs of one level, each a text field `kind`
 * followed by its parts named `file` — the assets proof (73 qualified, 75 professional: financial assets or
 * income) and the investment-experience proof (74, 76), at least one file each, 1–5 files in all (jpg, jpeg,
 * png, bmp or pdf judged by content, at most 10485760 bytes each), checked in server code. 402004 a file refused, 402005 too many files,
 * 402006 already qualified, 402007 an application is under review. Organisations certify through their
 * adviser (§6): the upload refuses them.
 */
import { Type, type Static } from '@sinclair/typebox';

import { Day, Enum, Nullable, object, query, str, StringEnum } from '../core/contract';

export const CertificationKind = Enum(['73', '74', '75', '76'], { type: 'string' });
export type CertificationKind = Static<typeof CertificationKind>;
/**
 * qualified: kinds 73 (assets proof), 74 (investment-experience proof); professional: 75 (assets), 76
 * (investment experience). Labels in shared/enums CERTIFICATION_KIND.
 */
export const CertificationLevel = StringEnum(['qualified', 'professional']);
export type CertificationLevel = Static<typeof CertificationLevel>;
export const CertificationState = StringEnum([
  'checkPass',
  'checkFail',
  'checking',
  'checkExpired',
  'upload',
  'empty',
]);
export type CertificationState = Static<typeof CertificationState>;
/** 0 under review, 1 passed, 2 and 3 not passed. */
export const AuditFlag = StringEnum(['0', '1', '2', '3']);
export type AuditFlag = Static<typeof AuditFlag>;

export const MAX_CERTIFICATION_FILES = 5;

export const QualifiedUploadFields = object({ kind: CertificationKind });
export type QualifiedUploadFields = Static<typeof QualifiedUploadFields>;

/**
 * A certification record (§3): orderDateTime yyyyMMddHHmmss (Asia/Shanghai), auditFlag, rejectReason. kind
 * names the level by its assets kind (73, 75; an application made before both proofs were asked for keeps
 * the one kind it was sent with); each file says which proof it is (null for those older applications).
 */
export const ApplyRecord = object({
  applyId: str(32, { pattern: '^[0-9A-Za-z]+$' }),
  kind: CertificationKind,
  orderDateTime: str(14, { pattern: '^[0-9]{14}$' }),
  auditFlag: AuditFlag,
  rejectReason: Nullable(Type.String({ maxLength: 200 })),
  /** When the reviewer decided (yyyyMMddHHmmss); null while under review. */
  auditDateTime: Nullable(str(14, { pattern: '^[0-9]{14}$' })),
  files: Type.Array(
    object({
      name: Type.String({ maxLength: 200 }),
      type: StringEnum(['png', 'jpeg', 'bmp', 'pdf']),
      size: Type.Integer({ minimum: 1 }),
      kind: Nullable(CertificationKind),
    }),
    { maxItems: 5 },
  ),
});
export type ApplyRecord = Static<typeof ApplyRecord>;

/** 上传认证材料 POST /v1/investor/qualified/upload: the new application, under review. */
export const QualifiedUploadData = ApplyRecord;

/** 认证状态 GET /v1/investor/qualified/verify: one level's state, its end date and the latest record. */
export const QualifiedVerifyQuery = query({ level: CertificationLevel });
export type QualifiedVerifyQuery = Static<typeof QualifiedVerifyQuery>;
export const QualifiedVerifyData = object({
  level: CertificationLevel,
  state: CertificationState,
  /** The certification's last valid day; null when never certified at this level. */
  endDate: Nullable(Day),
  /** Days left until endDate (negative: expired); null as endDate. */
  daysLeft: Nullable(Type.Integer()),
  latest: Nullable(ApplyRecord),
  /** Organisations cannot apply online (§6): they are told to consult their adviser. */
  canApply: Type.Boolean(),
});
export type QualifiedVerifyData = Static<typeof QualifiedVerifyData>;

/** 认证记录 GET /v1/investor/apply/{id} */
export const ApplyParams = object({ id: str(32, { pattern: '^[0-9A-Za-z]+$' }) });
export const ApplyQuery = query();
export const ApplyData = ApplyRecord;
