import { ConfirmStepDialog, type RecordedStep } from '@/shared/components/dialogs';

import { SIGNING_TEXT as T } from './texts';

export interface EngagementDialogProps extends RecordedStep {
  url: string;
  fileName: string;
}

/** Step 2: the e-signature engagement (电子签名约定书), signed once per investor. */
export function EngagementDialog({ url, fileName, ...step }: EngagementDialogProps) {
  return (
    <ConfirmStepDialog
      title={T.engagementTitle}
      className="gz-private-signing"
      statement={T.engagementStatement}
      cancelText={T.cancel}
      confirmText={T.engagementSign}
      workingText={T.working}
      {...step}
    >
      <p className="gz-private-signing__intro">{T.engagementIntro}</p>
      <p className="gz-private-signing__file">
        <a href={url} target="_blank" rel="noopener noreferrer">
          {T.open(fileName)}
        </a>
      </p>
    </ConfirmStepDialog>
  );
}
