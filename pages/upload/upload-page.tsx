import './upload-page.css';

import { useFetchDocumentRequestsQuery } from '@/api/document/endpoints';
import { PageShell } from '@/shared/components/page-shell';
import { SimpleBanner } from '@/shared/components/page-shell/simple-banner';
import { HOME_URL } from '@/shared/routing';

import { RequestItem } from './request-item';
import { UPLOAD_TEXT as T } from './upload-texts';

/**
 * upload.html, the spec's upload path: the documents ops asked this signed-in investor for (docs/decisions.md
 * "upload path"). Signed out, the list's 401000 takes the investor to the login, which comes back here.
 */
export function UploadPage() {
  const { data, isLoading, isError } = useFetchDocumentRequestsQuery();
  return (
    <PageShell subtitle={T.title}>
      <SimpleBanner title={T.title} subtitle={T.subtitle} />
      <div className="gz-upload">
        {isLoading || (!data && !isError) ? (
          <p role="status">{T.loading}</p>
        ) : isError || !data ? (
          <p role="alert">{T.failed}</p>
        ) : data.length === 0 ? (
          <p>{T.none}</p>
        ) : (
          data.map((request) => <RequestItem key={request.id} request={request} />)
        )}
        <p>
          <a href={HOME_URL}>{T.backHome}</a>
        </p>
      </div>
    </PageShell>
  );
}
