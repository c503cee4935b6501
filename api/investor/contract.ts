/**
 * Qualified and professional investor certification (trading-accounts.md §3, §4, §7). POST
 * /v1/investor/qualified/upload is multipart/form-data: the text field `kind` (73–76, sent BEFORE the files)
 * is declared here; the parts named `file` (1–5 of them: jpg, jpeg, png, bmp or pdf judged by content, at
 * most 10485760 bytes each) are checked in server code. 402004 a file refused, 402005 too many files,
 * 402006 already qualified, 402007 an application is under review. Organisations certify through their
 * adviser (§6): the upload refuses them.
 */
import { Type, type Static } from '@sinclair/typebox';

import { Day, Enum, Nullable, object, query, str, StringEnum } from '../core/contract';

export const CertificationKind = Enum(['73', '74', '75', '76'], { type: 'string' });
export type CertificationKind = Static<typeof CertificationKind>;
/** qualified: kinds 73, 74; professional: 75, 76. */
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

export const MAX_CERTIFICATION_FILES = 5;

export const QualifiedUploadFields = object({ kind: CertificationKind });
export type QualifiedUploadFields = Static<typeof QualifiedUploadFields>;

/** A certification record (§3): orderDateTime yyyyMMddHHmmss (Asia/Shanghai), auditFlag, rejectReason. */
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
