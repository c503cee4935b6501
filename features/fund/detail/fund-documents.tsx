import type { FundContractData } from '@/api/fund/contract-documents';
import { formatDate } from '@/shared/time';

import { DETAIL_TEXT as T, DOCUMENT_KIND } from './texts';

/** 产品文件: each document opens as a PDF in a new window. */
export function FundDocumentList({ archive }: { archive: FundContractData }) {
  return (
    <section className="gz-app-card gz-fund-detail__section" aria-labelledby="gz-fund-documents">
      <h2 id="gz-fund-documents">{T.documents}</h2>
      {archive.documents.length === 0 ? (
        <p>{T.noDocuments}</p>
      ) : (
        <ul className="gz-fund-detail__documents">
          {archive.documents.map((doc) => (
            <li key={doc.noticeCode}>
              <span className="gz-fund-detail__kind">{DOCUMENT_KIND[doc.kind]}</span>
              <a href={doc.path} target="_blank" rel="noopener noreferrer">
                {doc.fileName.replace(/\.pdf$/i, '')}
                <span className="gz-visually-hidden">{T.pdf}</span>
              </a>
              {doc.publishDate && (
                <span className="gz-fund-detail__date">{T.published(formatDate(doc.publishDate))}</span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
