import type { CodeTable } from './code-table';

/**
 * Proof kinds of qualified or professional investor certification (spec: assets or investment proof); an
 * application carries both of its level. The assets proof covers financial assets or income.
 */
export const CERTIFICATION_KIND = {
  '73': '合格投资者资产证明',
  '74': '合格投资者投资经历证明',
  '75': '专业投资者资产证明',
  '76': '专业投资者投资经历证明',
} as const satisfies CodeTable;
export type CertificationKind = keyof typeof CERTIFICATION_KIND;

export const CERTIFICATION_STATE = {
  checkPass: '审核通过',
  checkFail: '审核未通过',
  checking: '审核中',
  checkExpired: '已过期',
  upload: '待上传',
  empty: '未认证',
} as const satisfies CodeTable;
export type CertificationState = keyof typeof CERTIFICATION_STATE;

/** Audit flag of a certification record; 2 and 3 both mean not passed. */
export const AUDIT_FLAG = {
  '0': '审核中',
  '1': '审核通过',
  '2': '审核未通过',
  '3': '审核未通过',
} as const satisfies CodeTable;
export type AuditFlag = keyof typeof AUDIT_FLAG;

/** A pending (under review) certification blocks a new one. */
export function isAuditPending(flag: string | null | undefined): boolean {
  return flag === '0';
}
