import type { RecordedStep } from '@/shared/components/dialogs';

import { SigningFileLink, SigningStepDialog } from './signing-step-dialog';
import { SIGNING_TEXT as T } from './texts';

export interface EngagementDialogProps extends RecordedStep {
  url: string;
  fileName: string;
}

/** Step 2: the e-signature engagement (电子签名约定书), signed once per investor. */
export function EngagementDialog({ url, fileName, ...step }: EngagementDialogProps) {
  return (
    <SigningStepDialog
      title={T.engagementTitle}
      intro={T.engagementIntro}
      statement={T.engagementStatement}
      confirmText={T.engagementSign}
      {...step}
    >
      <SigningFileLink url={url} fileName={fileName} />
    </SigningStepDialog>
  );
}
