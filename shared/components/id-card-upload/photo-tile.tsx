import { useEffect, useId, useState, type ChangeEvent } from 'react';

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

/** A preview URL for the chosen file, revoked when it changes (jsdom and old browsers have none). */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
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
      <label
        className={`el-button el-button--primary gz-photo-tile__button${disabled ? ' is-disabled' : ''}`}
      >
        <input
          type="file"
          accept={ACCEPT}
          className="gz-visually-hidden"
          disabled={disabled}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          onChange={pick}
        />
        {file ? (
          <>
            <span aria-hidden="true">{REUPLOAD}</span>
            <span className="gz-visually-hidden">{`${REUPLOAD}${side}`}</span>
          </>
        ) : (
          `上传${side}`
        )}
      </label>
      {error && (
        <p className="gz-photo-tile__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
