import { useEffect, useId, useState, type ChangeEvent } from 'react';

import { FileButton } from '@/shared/ui';
import type { PhotoSide } from '@/shared/validation';

export const REUPLOAD = '重新上传';
const ACCEPT = '.png,.jpg,.jpeg,.bmp,image/png,image/jpeg,image/bmp';

interface PhotoTileProps {
  side: PhotoSide;
  /** What the tile holds: the ID card's picture on the 人像面 or the 国徽面. */
  caption: string;
  file: File | null;
  error?: string | null;
  disabled?: boolean;
  onPick: (file: File) => void;
}

const SIGNATURES: readonly number[][] = [
  [0x89, 0x50, 0x4e, 0x47], // png
  [0xff, 0xd8, 0xff], // jpeg
  [0x42, 0x4d], // bmp
];

/** True when the first bytes are those of a png, jpeg or bmp (the name alone may lie). */
async function looksLikeImage(file: File): Promise<boolean> {
  if (typeof file.slice !== 'function') return false;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return SIGNATURES.some((signature) => signature.every((byte, i) => head[i] === byte));
}

/**
 * A preview URL for the chosen file, revoked when it changes. Only for real images: Chromium reports an
 * <img> over a non-image blob as a blocked connection under the portal's CSP (and shows a broken icon).
 * jsdom and old browsers have no object URLs: no preview there.
 */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file || typeof URL.createObjectURL !== 'function') return undefined;
    let made: string | null = null;
    let current = true;
    void looksLikeImage(file).then(
      (image) => {
        if (!current || !image) return;
        made = URL.createObjectURL(file);
        setUrl(made);
      },
      () => undefined,
    );
    return () => {
      current = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [file]);
  return url;
}

/** One side of the ID card: a real file input (keyboard and screen readers reach it) drawn as a button. */
export function PhotoTile({ side, caption, file, error, disabled, onPick }: PhotoTileProps) {
  const id = useId();
  const preview = usePreview(file);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) still fires a change.
    event.target.value = '';
    if (chosen) onPick(chosen);
  };
  return (
    <div className={`gz-photo-tile${error ? ' is-error' : ''}`}>
      <div className="gz-photo-tile__frame">
        {preview ? (
          <img src={preview} alt={`已选择的身份证${side}照片`} className="gz-photo-tile__preview" />
        ) : (
          <span className="gz-photo-tile__placeholder" aria-hidden="true">
            {side}
          </span>
        )}
      </div>
      <p className="gz-photo-tile__caption">{caption}</p>
      <FileButton
        accept={ACCEPT}
        disabled={disabled}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={pick}
      >
        {file ? (
          <>
            <span aria-hidden="true">{REUPLOAD}</span>
            <span className="gz-visually-hidden">{`${REUPLOAD}${side}`}</span>
          </>
        ) : (
          `上传${side}`
        )}
      </FileButton>
      {error && (
        <p className="gz-photo-tile__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
