import { useState } from 'react';

import { useFetchApplyRecordQuery } from '@/api/investor/endpoints';
import { FactsList } from '@/shared/components/facts-list';
import { LoadFailed } from '@/shared/components/load-failed';
import { CERTIFICATION_KIND } from '@/shared/enums/certification';
import { formatDate, MINUTE_PATTERN } from '@/shared/time';

import { CERT_TEXT as T } from './texts';

const sizeWords = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)}MB`
    : `${Math.max(1, Math.round(bytes / 1024))}KB`;

/**
 * 查看申请记录: one application as the back office keeps it (GET /v1/investor/apply/{id}), asked when the
 * investor opens it: when it was decided and the files sent, with their proof kind and size (the status above
 * already says when it was sent, the audit and why it failed).
 */
export function ApplyRecordDetails({ applyId }: { applyId: string }) {
  const [opened, setOpened] = useState(false);
  const record = useFetchApplyRecordQuery({ id: applyId, silent: true }, { skip: !opened });
  const data = record.data;
  return (
    <details className="gz-cert__record" onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>{T.record}</summary>
      {record.isError ? (
        <LoadFailed message={T.recordFailed} onRetry={() => void record.refetch()} />
      ) : !data ? (
        <p role="status">{T.loading}</p>
      ) : (
        <>
          {data.auditDateTime && (
            <FactsList
              className="gz-cert__facts"
              rows={[[T.auditedAt, formatDate(data.auditDateTime, MINUTE_PATTERN)]]}
            />
          )}
          <h4>{T.recordFiles}</h4>
          <ul className="gz-cert__record-files">
            {data.files.map((file, index) => (
              <li key={`${index}-${file.name}`}>
                {file.kind ? `${CERTIFICATION_KIND[file.kind]}：` : ''}
                {file.name}（{sizeWords(file.size)}）
              </li>
            ))}
          </ul>
        </>
      )}
    </details>
  );
}
