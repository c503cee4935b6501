import { useId, useState } from 'react';

import { failureText, outcomeOf } from '@/api/core/outcome';
import type { DocumentRequest } from '@/api/document/contract';
import { useUploadDocumentsMutation } from '@/api/document/endpoints';
import { Button, FileButton, FormFailure, showToast } from '@/shared/ui';
import { DOCUMENT_RULES, documentCountError } from '@/shared/validation/document-request';

import { pickFiles } from './pick-files';
import { sizeWords, UPLOAD_TEXT as T } from './upload-texts';

/** One document ops asked for: what and why; while open, the files chosen and the upload. */
export function RequestItem({ request }: { request: DocumentRequest }) {
  const rule = DOCUMENT_RULES[request.kind];
  const titleId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [upload, { isLoading }] = useUploadDocumentsMutation();

  const submit = async () => {
    if (isLoading) return;
    const problem = documentCountError(request.kind, files.length);
    if (problem) return setError(problem);
    setError(null);
    const outcome = outcomeOf(await upload({ id: request.id, files, silent: true }));
    if (outcome.ok) {
      setFiles([]);
      showToast(T.done, 'success');
    } else setError(failureText(outcome, T.failure));
  };

  return (
    <section className="gz-upload__item" aria-labelledby={titleId}>
      <h2 id={titleId}>{rule.label}</h2>
      <p className="gz-upload__note">{request.note}</p>
      <p className="gz-upload__meta">
        {T.requestedAt}：{request.requestedAt}
      </p>
      {request.state === 'submitted' ? (
        <>
          <p className="gz-upload__done">{T.submitted(request.submittedAt ?? '')}</p>
          <ul className="gz-upload__files" aria-label={T.chosen(rule.label)}>
            {request.files.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                {file.name}（{sizeWords(file.size)}）
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p className="gz-upload__hint">{rule.hint}</p>
          <p className="gz-upload__meta">{request.kind === 'idCard' ? T.photoRules : T.rules}</p>
          <FileButton
            multiple
            accept={rule.extensions.map((extension) => `.${extension}`).join(',')}
            onChange={(event) => {
              const picked = pickFiles(request.kind, files, Array.from(event.currentTarget.files ?? []));
              setFiles(picked.files);
              setError(picked.error);
              event.currentTarget.value = '';
            }}
          >
            {T.pick(rule.label)}
          </FileButton>
          {files.length > 0 && (
            <ul className="gz-upload__files" aria-label={T.chosen(rule.label)}>
              {files.map((file, index) => (
                <li key={`${file.name}-${index}`}>
                  <span>
                    {file.name}（{sizeWords(file.size)}）
                  </span>
                  <button
                    type="button"
                    className="gz-upload__remove"
                    aria-label={`${T.remove} ${file.name}`}
                    onClick={() => (setFiles(files.filter((_, i) => i !== index)), setError(null))}
                  >
                    {T.remove}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <FormFailure>{error}</FormFailure>
          <Button
            type="primary"
            className="gz-upload__send"
            loading={isLoading}
            onClick={() => void submit()}
          >
            {isLoading ? T.submitting : T.submit}
          </Button>
        </>
      )}
    </section>
  );
}
