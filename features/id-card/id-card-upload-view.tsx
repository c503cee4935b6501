import { useCallback, useState } from 'react';
import { ValidationError } from 'yup';

import { WarningDialog } from '@/shared/components/dialogs';
import { IDENTITY_OWNER_TYPE } from '@/shared/enums';
import { Button, Form, Icon } from '@/shared/ui';
import { MESSAGES, idPhotoError, identitySchema, missingPhotoError } from '@/shared/validation';

import { IdentityForm } from './identity-form';
import { PhotoTile } from './photo-tile';
import { OWNER_SCENE } from './recognition';
import type { IdentityOwner, IdentityValue, RecognizeOutcome, RecognizeRequest } from './types';
import { useRecognition, type PhotoPair } from './use-recognition';
import './id-card-upload.css';

export interface IdCardUploadViewProps {
  /** Whose card: '0' self, '1' legal representative, '2' agent (spec §3). */
  owner?: IdentityOwner;
  /** The agent's id for the agent recognition. */
  encryptId?: string;
  /** The person as the screen names them when it is not the owner type's word (负责人 acts as the agent). */
  holderLabel?: string;
  /** One side's recognition. Call the back office silently: the component shows every outcome itself. */
  recognize: (request: RecognizeRequest) => Promise<RecognizeOutcome>;
  onSubmit: (identity: IdentityValue) => void | Promise<void>;
  submitText?: string;
  submitting?: boolean;
  /** A failure of the page's own submit call. */
  serverError?: string | null;
}

type Side = keyof PhotoPair;
const SIDE_NAME = { portrait: '人像面', emblem: '国徽面' } as const;

/**
 * ID-card photos with recognition, then the identity form filled from them (spec §2-§5), over any
 * recognition. Screens use IdCardUpload, which asks POST /v1/auth/ocr; this serves it, tests and the gallery.
 */
export function IdCardUploadView({
  owner = '0',
  encryptId,
  holderLabel,
  recognize,
  onSubmit,
  submitText = '下一步',
  submitting,
  serverError,
}: IdCardUploadViewProps) {
  const [files, setFiles] = useState<PhotoPair>({ portrait: null, emblem: null });
  const [tileErrors, setTileErrors] = useState<Partial<Record<Side, string>>>({});
  const [expired, setExpired] = useState(false);
  const [cardName, setCardName] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ cardName?: string; cardId?: string }>({});

  const onExpired = useCallback(() => {
    setFiles((pair) => ({ ...pair, emblem: null }));
    setExpired(true);
  }, []);
  const recognition = useRecognition(files, recognize, OWNER_SCENE[owner], encryptId, onExpired);
  const identity = recognition.phase === 'done' ? recognition.identity : null;
  const name = cardName ?? identity?.cardName ?? '';

  const pick = (side: Side, file: File) => {
    const problem = idPhotoError(file, SIDE_NAME[side]);
    setTileErrors((current) => ({ ...current, [side]: problem }));
    if (problem) return;
    setFiles((pair) => ({ ...pair, [side]: file }));
    setCardName(null);
    setErrors({});
  };

  const check = async (): Promise<string | null> => {
    try {
      const valid = await identitySchema.validate(
        { cardName: name, cardId: identity?.cardId },
        { abortEarly: false },
      );
      setErrors({});
      return valid.cardName;
    } catch (invalid) {
      if (!(invalid instanceof ValidationError)) throw invalid;
      const found: Record<string, string> = {};
      for (const error of invalid.inner)
        if (error.path && !found[error.path]) found[error.path] = error.message;
      setErrors(found);
      return null;
    }
  };

  const submit = async () => {
    if (missingPhotoError(files.portrait, files.emblem)) {
      setTileErrors({
        portrait: files.portrait ? undefined : MESSAGES.photoMissingPortrait,
        emblem: files.emblem ? undefined : MESSAGES.photoMissingEmblem,
      });
      return;
    }
    if (!identity || !files.portrait || !files.emblem) return;
    const checkedName = await check();
    if (checkedName === null) return;
    await onSubmit({
      ...identity,
      cardName: checkedName,
      cardFile: { portrait: files.portrait, emblem: files.emblem },
    });
  };

  const ownerLabel = holderLabel ?? IDENTITY_OWNER_TYPE[owner];
  const busy = recognition.phase === 'recognizing';
  return (
    <Form onSubmit={() => void submit()} ariaLabel={`${ownerLabel}身份证上传`} className="gz-id-card-upload">
      <p className="gz-id-card-upload__hint">
        请上传{ownerLabel}二代身份证原件照片，支持jpg、jpeg、png、bmp格式，大小不超过10M
      </p>
      <div className="gz-id-card-upload__tiles">
        {(['portrait', 'emblem'] as const).map((side) => (
          <PhotoTile
            key={side}
            side={SIDE_NAME[side]}
            caption={side === 'portrait' ? '身份证人像面（有照片的一面）' : '身份证国徽面（有国徽的一面）'}
            file={files[side]}
            error={tileErrors[side]}
            disabled={busy}
            onPick={(file) => pick(side, file)}
          />
        ))}
      </div>
      {busy && (
        <p className="gz-id-card-upload__status" role="status">
          <Icon name="loading" /> 正在识别身份证信息…
        </p>
      )}
      {recognition.phase === 'failed' && (
        <div className="gz-id-card-upload__failure" role="alert">
          {recognition.message}
          {recognition.retryable && (
            <button type="button" className="gz-link-button" onClick={recognition.retry}>
              重新识别
            </button>
          )}
        </div>
      )}
      {identity && (
        <IdentityForm
          identity={identity}
          cardName={name}
          onCardNameChange={setCardName}
          onCardNameBlur={() => void check()}
          nameError={errors.cardName}
          idError={errors.cardId}
        />
      )}
      {serverError && (
        <p className="gz-id-card-upload__failure" role="alert">
          {serverError}
        </p>
      )}
      <div className="gz-id-card-upload__actions">
        <Button type="primary" nativeType="submit" loading={busy || submitting} size="large" block>
          {submitText}
        </Button>
      </div>
      <WarningDialog open={expired} message={MESSAGES.emblemExpired} onClose={() => setExpired(false)} />
    </Form>
  );
}
