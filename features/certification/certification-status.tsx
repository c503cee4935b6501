import type { QualifiedVerifyData } from '@/api/investor/contract';
import { formatDate } from '@/shared/format';

import { AUDIT_WORDS, CERT_TEXT as T, STATE_WORDS } from './texts';

/** yyyyMMddHHmmss → 2026-11-23 10:00 */
const stampWords = (stamp: string) =>
  `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)} ${stamp.slice(8, 10)}:${stamp.slice(10, 12)}`;

/** Where the investor stands: the state, the end date, the newest application and why it failed. */
export function CertificationStatus({ data }: { data: QualifiedVerifyData }) {
  const latest = data.latest;
  const rows: Array<[string, string, string?]> = [
    [T.statusTitle, STATE_WORDS[data.state], `is-${data.state}`],
  ];
  if (data.endDate) rows.push([T.endDate, formatDate(data.endDate)]);
  if (latest) {
    rows.push([T.appliedAt, stampWords(latest.orderDateTime)]);
    rows.push([T.audit, AUDIT_WORDS[latest.auditFlag]]);
    if (latest.rejectReason) rows.push([T.rejectReason, latest.rejectReason, 'is-reason']);
  }
  return (
    <dl className="gz-cert__facts">
      {rows.map(([term, value, tone]) => (
        <div key={term} className={tone}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
