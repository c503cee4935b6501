import { useState } from 'react';

import { Checkbox, ConfirmFooter, Dialog, FormFailure } from '@/shared/ui';

import { SIGNING_TEXT as T } from './texts';

export interface EngagementDialogProps {
  url: string;
  fileName: string;
  submitting: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Step 2: the e-signature engagement (电子签名约定书), signed once per investor. */
export function EngagementDialog({
  url,
  fileName,
  submitting,
  error,
  onConfirm,
  onCancel,
}: EngagementDialogProps) {
  const [agreed, setAgreed] = useState(false);
  return (
    <Dialog
      open
      title={T.engagementTitle}
      size="small"
      closable={!submitting}
      onClose={onCancel}
      className="gz-private-signing"
      footer={
        <ConfirmFooter
          cancelText={T.cancel}
          confirmText={T.engagementSign}
          workingText={T.working}
          submitting={submitting}
          ready={agreed}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      }
    >
      <p className="gz-private-signing__intro">{T.engagementIntro}</p>
      <p className="gz-private-signing__file">
        <a href={url} target="_blank" rel="noopener noreferrer">
          {T.open(fileName)}
        </a>
      </p>
      <Checkbox
        multiline
        checked={agreed}
        disabled={submitting}
        onChange={(checked: boolean) => setAgreed(Boolean(checked))}
      >
        {T.engagementStatement}
      </Checkbox>
      <FormFailure>{error}</FormFailure>
    </Dialog>
  );
}
