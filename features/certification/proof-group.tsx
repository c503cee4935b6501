import { FileButton } from '@/shared/ui';

import { ProofPreview } from './proof-preview';
import { addProofs } from './proofs';
import { CERT_TEXT as T } from './texts';

interface Props {
  proof: { label: string; hint: string };
  files: File[];
  /** Files chosen for the level's other proof (five in all). */
  elsewhere: number;
  onChange: (files: File[], problem: string | null) => void;
}

/** One of the two proofs: what it is, its files with previews. */
export function ProofGroup({ proof, files, elsewhere, onChange }: Props) {
  return (
    <fieldset className="gz-cert-kinds">
      <legend>{proof.label}</legend>
      <p className="gz-cert-kind__hint">{proof.hint}</p>
      <div className="gz-cert-upload__pick">
        <FileButton
          multiple
          accept=".jpg,.jpeg,.png,.bmp,.pdf,image/jpeg,image/png,image/bmp,application/pdf"
          aria-label={T.pick(proof.label)}
          onChange={(event) => {
            const added = addProofs(files, Array.from(event.currentTarget.files ?? []), elsewhere);
            onChange(added.files, added.error);
            event.currentTarget.value = '';
          }}
        >
          {T.pick(proof.label)}
        </FileButton>
      </div>
      {files.length > 0 && (
        <ul className="gz-cert-proofs" aria-label={`已选择的${proof.label}`}>
          {files.map((file, index) => (
            <ProofPreview
              key={`${file.name}-${index}`}
              file={file}
              onRemove={() =>
                onChange(
                  files.filter((_, i) => i !== index),
                  null,
                )
              }
            />
          ))}
        </ul>
      )}
    </fieldset>
  );
}
