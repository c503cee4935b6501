import { useEffect, useState } from 'react';

import { isPdf } from './proofs';
import { CERT_TEXT as T } from './texts';

const sizeWords = (bytes: number) =>
  bytes < 1024
    ? `${bytes} 字节`
    : bytes < 1048576
      ? `${Math.round(bytes / 1024)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`;

/** One chosen proof: a thumbnail for an image, a PDF badge for a document; its name and size; remove. */
export function ProofPreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (isPdf(file) || typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return (
    <li className="gz-cert-proof">
      {url ? (
        <img className="gz-cert-proof__thumb" src={url} alt={`预览：${file.name}`} />
      ) : (
        <span className="gz-cert-proof__thumb gz-cert-proof__pdf" aria-hidden="true">
          {isPdf(file) ? 'PDF' : '图片'}
        </span>
      )}
      <span className="gz-cert-proof__name">{file.name}</span>
      <span className="gz-cert-proof__size">{sizeWords(file.size)}</span>
      <button
        type="button"
        className="gz-cert-proof__remove"
        aria-label={`${T.remove} ${file.name}`}
        onClick={onRemove}
      >
        {T.remove}
      </button>
    </li>
  );
}
