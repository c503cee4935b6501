import { useState } from 'react';

import { failureText, outcomeOf } from '@/api/core/outcome';
import type { ApplyRecord, CertificationLevel } from '@/api/investor/contract';
import { useUploadProofsMutation } from '@/api/investor/endpoints';
import { RESPONSE_STATE } from '@/shared/enums';
import { Button, FileButton, FormFailure } from '@/shared/ui';

import { ProofPreview } from './proof-preview';
import { addProofs } from './proofs';
import { CERT_TEXT as T, REQUIREMENTS } from './texts';

interface Props {
  level: CertificationLevel;
  onSubmitted: (record: ApplyRecord) => void;
  /** The server says an application is already under review (402007). */
  onPending: () => void;
}

/** The kind of proof, the files with previews, one submission. */
export function ProofUpload({ level, onSubmitted, onPending }: Props) {
  const kinds = REQUIREMENTS[level].kinds;
  const [kind, setKind] = useState(kinds[0].kind);
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [upload, { isLoading }] = useUploadProofsMutation();

  const pick = (list: FileList | null) => {
    const added = addProofs(files, Array.from(list ?? []));
    setFiles(added.files);
    setError(added.error);
  };

  const submit = async () => {
    if (isLoading) return;
    if (files.length === 0) return setError(T.noFiles);
    setError(null);
    const outcome = outcomeOf(
      await upload({ kind, files, silentStates: [RESPONSE_STATE.APPLICATION_SUBMITTED] }),
    );
    if (outcome.ok) {
      setFiles([]);
      onSubmitted(outcome.value);
    } else if (outcome.state === RESPONSE_STATE.APPLICATION_SUBMITTED) onPending();
    else setError(failureText(outcome, '提交失败，请稍后再试'));
  };

  return (
    <section className="gz-cert-upload" aria-labelledby="gz-cert-upload-title">
      <h3 id="gz-cert-upload-title" className="gz-cert__subtitle">
        {T.uploadTitle}
      </h3>
      <fieldset className="gz-cert-kinds">
        <legend>{T.kindLegend}</legend>
        {kinds.map((option) => (
          <label key={option.kind} className={`gz-cert-kind${kind === option.kind ? ' is-checked' : ''}`}>
            <input
              type="radio"
              name="gz-cert-kind"
              checked={kind === option.kind}
              onChange={() => setKind(option.kind)}
            />
            <span>
              <strong>{option.label}</strong>
              <span className="gz-cert-kind__hint">{option.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="gz-cert-upload__pick">
        <FileButton
          multiple
          accept=".jpg,.jpeg,.png,.bmp,.pdf,image/jpeg,image/png,image/bmp,application/pdf"
          aria-label={T.pick}
          onChange={(event) => {
            pick(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        >
          {T.pick}
        </FileButton>
        <span className="gz-cert__hint">{T.pickHint}</span>
      </div>
      {files.length > 0 && (
        <ul className="gz-cert-proofs" aria-label="已选择的证明材料">
          {files.map((file, index) => (
            <ProofPreview
              key={`${file.name}-${index}`}
              file={file}
              onRemove={() => setFiles(files.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}
      <FormFailure>{error}</FormFailure>
      <Button type="primary" size="large" loading={isLoading} onClick={() => void submit()}>
        {isLoading ? T.submitting : T.submit}
      </Button>
    </section>
  );
}
