import { EVIDENCE_PDF_URL, useFetchEvidenceQuery } from '@/api/agreement/endpoints-evidence';
import { LoadFailed } from '@/shared/components/load-failed';
import { documentTitle, evidenceNumber } from '@/shared/format';

import './private-order.css';

const RECORDS_TEXT = {
  title: '签署记录',
  intro:
    '您阅读的每份文件（文件与阅读时长）、勾选的每项声明、每次签署、解除合同与回访，均按时间顺序记录如下，每条记录有其存证编号。',
  intact: '存证校验：完整，记录自签署以来未被改动',
  broken: (seq: number) => `存证校验：自第 ${seq} 条起不一致，请联系客服95517`,
  download: '下载签署记录（PDF）',
  empty: '暂无签署记录',
  loading: '正在加载签署记录…',
  failed: '签署记录加载失败',
  // The table's strip, which scrolls sideways on a phone (a keyboard reaches it: it takes the focus).
  table: '签署记录明细',
  columns: ['序号', '时间', '事项', '产品', '文件', '存证编号'],
} as const;

/** 我的签署记录: the evidence chain as a table, its check, and the PDF of the same record. */
export function EvidenceRecords() {
  const evidence = useFetchEvidenceQuery(undefined);
  const data = evidence.data;
  return (
    <section className="gz-evidence" aria-labelledby="gz-evidence-title">
      <div className="gz-evidence__head">
        <h2 id="gz-evidence-title">{RECORDS_TEXT.title}</h2>
        <a className="gz-evidence__download" href={EVIDENCE_PDF_URL} download>
          {RECORDS_TEXT.download}
        </a>
      </div>
      <p className="gz-private-order__intro">{RECORDS_TEXT.intro}</p>
      {evidence.isLoading && <p role="status">{RECORDS_TEXT.loading}</p>}
      {evidence.isError && (
        <LoadFailed
          message={RECORDS_TEXT.failed}
          onRetry={() => void evidence.refetch()}
          className="gz-private-order__error"
        />
      )}
      {data && (
        <>
          <p className={data.intact === '1' ? 'gz-evidence__intact' : 'gz-evidence__broken'} role="status">
            {data.intact === '1' ? RECORDS_TEXT.intact : RECORDS_TEXT.broken(data.brokenAt ?? 1)}
          </p>
          {data.entries.length === 0 ? (
            <p>{RECORDS_TEXT.empty}</p>
          ) : (
            <div className="gz-evidence__scroll" role="region" aria-label={RECORDS_TEXT.table} tabIndex={0}>
              <table className="gz-evidence__table">
                <thead>
                  <tr>
                    {RECORDS_TEXT.columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {[...data.entries].reverse().map((entry) => (
                    <tr key={entry.seq}>
                      <td>{entry.seq}</td>
                      <td className="gz-evidence__time">{entry.at}</td>
                      <td>{entry.summary}</td>
                      <td>{entry.fundName ?? '—'}</td>
                      <td>{entry.documentName ? `《${documentTitle(entry.documentName)}》` : '—'}</td>
                      <td className="gz-evidence__number">{evidenceNumber(entry.hash)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
