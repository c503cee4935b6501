import { useState } from 'react';

import { failureText, outcomeOf } from '@/api/core/outcome';
import type { ApplyRecord, CertificationKind, CertificationLevel } from '@/api/investor/contract';
import { useUploadProofsMutation } from '@/api/investor/endpoints';
import { RESPONSE_STATE } from '@/shared/enums';
import { Button, Checkbox, FormFailure } from '@/shared/ui';
import { COMMITMENT_OF } from '@/shared/validation/investor-standard';
import { agreementTitle, agreementUrl } from '@/static-agreements';

import { ProofGroup } from './proof-group';
import { CERT_TEXT as T, REQUIREMENTS } from './texts';

interface Props {
  level: CertificationLevel;
  onSubmitted: (record: ApplyRecord) => void;
  /** The server says an application is already under review (402007). */
  onPending: () => void;
}

type Chosen = Partial<Record<CertificationKind, File[]>>;

/**
 * Both proofs of the level (assets, investment experience), each with its files and previews, and the level's
 * commitment letter read and signed (the box; the back office records it with the application); one submission.
 */
export function ProofUpload({ level, onSubmitted, onPending }: Props) {
  const kinds = REQUIREMENTS[level].kinds;
  const [chosen, setChosen] = useState<Chosen>({});
  const [error, setError] = useState<string | null>(null);
  const [committed, setCommitted] = useState(false);
  const commitment = COMMITMENT_OF[level];
  const letter = `《${agreementTitle(commitment)}》`;
  const [upload, { isLoading }] = useUploadProofsMutation();
  const filesOf = (kind: CertificationKind) => chosen[kind] ?? [];
  const total = kinds.reduce((sum, { kind }) => sum + filesOf(kind).length, 0);

  const submit = async () => {
    if (isLoading) return;
    if (total === 0) return setError(T.noFiles);
    if (kinds.some(({ kind }) => filesOf(kind).length === 0)) return setError(T.bothNeeded);
    if (!committed) return setError(T.commitFirst(letter));
    setError(null);
    const proofs = kinds.map(({ kind }) => ({ kind, files: filesOf(kind) }));
    const outcome = outcomeOf(
      await upload({ proofs, commitment: committed, silentStates: [RESPONSE_STATE.APPLICATION_SUBMITTED] }),
    );
    if (outcome.ok) {
      setChosen({});
      onSubmitted(outcome.value);
    } else if (outcome.state === RESPONSE_STATE.APPLICATION_SUBMITTED) onPending();
    else setError(failureText(outcome, '提交失败，请稍后再试'));
  };

  return (
    <section className="gz-cert-upload" aria-labelledby="gz-cert-upload-title">
      <h3 id="gz-cert-upload-title" className="gz-cert__subtitle">
        {T.uploadTitle}
      </h3>
      <p className="gz-cert__hint">{T.pickHint}</p>
      {kinds.map((proof) => (
        <ProofGroup
          key={proof.kind}
          proof={proof}
          files={filesOf(proof.kind)}
          elsewhere={total - filesOf(proof.kind).length}
          onChange={(files, problem) => {
            setChosen({ ...chosen, [proof.kind]: files });
            setError(problem);
          }}
        />
      ))}
      <div className="gz-cert__commitment">
        <Checkbox
          multiline
          checked={committed}
          onChange={(checked: boolean) => setCommitted(Boolean(checked))}
        >
          {T.commitPrefix}
          <a href={agreementUrl(commitment)} target="_blank" rel="noopener noreferrer">
            {letter}
          </a>
          {T.commitSuffix}
        </Checkbox>
      </div>
      <FormFailure>{error}</FormFailure>
      <Button type="primary" size="large" loading={isLoading} onClick={() => void submit()}>
        {isLoading ? T.submitting : T.submit}
      </Button>
    </section>
  );
}
