import { randomBytes } from 'node:crypto';

import type { ApplyRecord, CertificationLevel, QualifiedVerifyData } from '@/api/investor/contract';
import { shanghaiParts } from '@/shared/time';

import type { AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { certificationState, daysBetween, KINDS_OF } from './rules';
import { filesOf, latestApply, type ApplyRow } from './store';

/** yyyyMMddHHmmss in Asia/Shanghai. */
export function shanghaiStamp(ms: number): string {
  const { date, secondOfDay } = shanghaiParts(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}${pad(Math.floor(secondOfDay / 3600))}${pad(Math.floor(secondOfDay / 60) % 60)}${pad(secondOfDay % 60)}`;
}

export const newApplyId = (ms: number) =>
  `Q${shanghaiParts(ms).date}${randomBytes(4).toString('hex').toUpperCase()}`;

export function applyRecord(ctx: Context, row: ApplyRow): ApplyRecord {
  return {
    applyId: row.apply_id,
    kind: row.kind,
    orderDateTime: shanghaiStamp(row.applied_at),
    auditFlag: row.audit_flag,
    rejectReason: row.reject_reason,
    auditDateTime: row.audited_at === null ? null : shanghaiStamp(row.audited_at),
    files: filesOf(ctx, row.apply_id).map(({ name, type, size, kind }) => ({ name, type, size, kind })),
  };
}

/** One level's standing: professional is its own; a professional investor is qualified too. */
export function verifyLevel(
  ctx: Context,
  account: AccountRow,
  level: CertificationLevel,
): QualifiedVerifyData {
  const today = shanghaiParts(ctx.clock.now()).date;
  const ends =
    level === 'professional' ? [account.professional_end] : [account.qualified_end, account.professional_end];
  const endDate =
    ends
      .filter((end): end is string => end !== null)
      .sort()
      .pop() ?? null;
  const latest = latestApply(ctx, account.id, KINDS_OF[level]);
  return {
    level,
    state: certificationState({
      endDate,
      latestFlag: latest?.audit_flag ?? null,

      today,
    }),
    endDate,
    daysLeft: endDate === null ? null : daysBetween(today, endDate),
    latest: latest ? applyRecord(ctx, latest) : null,
    canApply: account.kind !== '0',
  };
}
