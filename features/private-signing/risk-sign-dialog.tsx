import type { RecordedStep } from '@/shared/components/dialogs';

import { SigningFileLink, SigningStepDialog } from './signing-step-dialog';
import { SIGNING_TEXT as T } from './texts';
import type { DocumentToRead } from './types';

export interface RiskSignDialogProps extends RecordedStep {
  document: DocumentToRead;
}

/**
 * Step 4, after the disclosure is read: its own signature, before the contract is signed (募集行为管理办法:
 * the risk disclosure is explained and signed before the contract; review P9).
 */
export function RiskSignDialog({ document, ...step }: RiskSignDialogProps) {
  return (
    <SigningStepDialog
      title={T.riskSignTitle}
      intro={T.riskSignIntro}
      statement={T.riskSignStatement(document.fileName)}
      confirmText={T.riskSign}
      {...step}
    >
      <SigningFileLink url={document.url} fileName={document.fileName} />
    </SigningStepDialog>
  );
}
