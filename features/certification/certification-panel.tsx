import './certification.css';

import { useState } from 'react';

import type { CertificationLevel } from '@/api/investor/contract';
import { useFetchCertificationQuery } from '@/api/investor/endpoints';
import { PendingAuditDialog } from '@/shared/components/dialogs';
import { Button } from '@/shared/ui';

import { CertificationStatus } from './certification-status';
import { ProofUpload } from './proof-upload';
import { CERT_TEXT as T, REQUIREMENTS } from './texts';

/**
 * One level's certification: the requirements, the state and the newest record, and the upload when a new
 * application may be made. Under review, the upload button opens the pending-audit dialog instead (§4).
 */
export function CertificationPanel({ level }: { level: CertificationLevel }) {
  const { data, isError } = useFetchCertificationQuery({ level });
  const [uploading, setUploading] = useState(false);
  const [pendingOpen, setPendingOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const requirements = REQUIREMENTS[level];

  if (isError) return <p role="alert">认证状态加载失败，请稍后再试</p>;
  if (!data) return <p role="status">{T.loading}</p>;
  const standing = data.state === 'checkPass';
  const start = () => {
    setNotice(null);
    if (data.state === 'checking') setPendingOpen(true);
    else setUploading(true);
  };
  return (
    // The screen's heading names the level; this card starts with what it asks.
    <div className="gz-app-card gz-cert">
      <section aria-labelledby="gz-cert-rules-title">
        <h3 id="gz-cert-rules-title" className="gz-cert__subtitle">
          {T.requirementsTitle}
        </h3>
        <ol className="gz-cert__rules">
          {requirements.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
      <CertificationStatus data={data} />
      {notice && (
        <p className="gz-cert__notice" role="status">
          {notice}
        </p>
      )}
      {!data.canApply ? (
        <p className="gz-cert__org" role="note">
          {T.organisation}
        </p>
      ) : uploading ? (
        <ProofUpload
          level={level}
          onSubmitted={() => {
            setUploading(false);
            setNotice(T.submitted);
          }}
          onPending={() => setPendingOpen(true)}
        />
      ) : (
        !standing && (
          <Button type="primary" size="large" onClick={start}>
            {data.state === 'empty' ? T.upload : T.reupload}
          </Button>
        )
      )}
      <PendingAuditDialog
        open={pendingOpen}
        subject={requirements.title}
        onClose={() => {
          setPendingOpen(false);
          setUploading(false);
        }}
      />
    </div>
  );
}
