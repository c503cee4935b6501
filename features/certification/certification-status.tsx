import type { QualifiedVerifyData } from '@/api/investor/contract';
import { formatDate } from '@/shared/format';

import { ApplyRecordDetails } from './apply-record';
import { AUDIT_WORDS, CERT_TEXT as T, STATE_WORDS } from './texts';

/** Where the investor stands: the state, the end date, the newest application and why it failed. */
export function CertificationStatus({ data }: { data: QualifiedVerifyData }) {
  const latest = data.latest;
  const rows: Array<[string, string, string?]> = [
    [T.statusTitle, STATE_WORDS[data.state], `is-${data.state}`],
  ];
  if (data.endDate) rows.push([T.endDate, formatDate(data.endDate)]);
  if (latest) {
    rows.push([T.appliedAt, formatDate(latest.orderDateTime, 'yyyy-MM-dd HH:mm')]);
    rows.push([T.audit, AUDIT_WORDS[latest.auditFlag]]);
    if (latest.rejectReason) rows.push([T.rejectReason, latest.rejectReason, 'is-reason']);
  }
  return (
    <>
      <dl className="gz-cert__facts">
        {rows.map(([term, value, tone]) => (
          <div key={term} className={tone}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {latest && <ApplyRecordDetails applyId={latest.applyId} />}
    </>
  );
}
