import type { QualifiedVerifyData } from '@/api/investor/contract';
import { FactsList, type FactRow } from '@/shared/components/facts-list';
import { formatDate, MINUTE_PATTERN } from '@/shared/time';

import { ApplyRecordDetails } from './apply-record';
import { AUDIT_WORDS, CERT_TEXT as T, STATE_WORDS } from './texts';

/** Where the investor stands: the state, the end date, the newest application and why it failed. */
export function CertificationStatus({ data }: { data: QualifiedVerifyData }) {
  const latest = data.latest;
  const rows: FactRow[] = [[T.statusTitle, STATE_WORDS[data.state], `is-${data.state}`]];
  if (data.endDate) rows.push([T.endDate, formatDate(data.endDate)]);
  if (latest) {
    rows.push([T.appliedAt, formatDate(latest.orderDateTime, MINUTE_PATTERN)]);
    rows.push([T.audit, AUDIT_WORDS[latest.auditFlag]]);
    if (latest.rejectReason) rows.push([T.rejectReason, latest.rejectReason, 'is-reason']);
  }
  return (
    <>
      <FactsList className="gz-cert__facts" rows={rows} />
      {latest && <ApplyRecordDetails applyId={latest.applyId} />}
    </>
  );
}
