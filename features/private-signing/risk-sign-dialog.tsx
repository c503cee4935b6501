import { ConfirmStepDialog, type RecordedStep } from '@/shared/components/dialogs';

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
    <ConfirmStepDialog
      title={T.riskSignTitle}
      className="gz-private-signing"
      statement={T.riskSignStatement(document.fileName)}
      cancelText={T.cancel}
      confirmText={T.riskSign}
      workingText={T.working}
      {...step}
    >
      <p className="gz-private-signing__intro">{T.riskSignIntro}</p>
      <p className="gz-private-signing__file">
        <a href={document.url} target="_blank" rel="noopener noreferrer">
          {T.open(document.fileName)}
        </a>
      </p>
    </ConfirmStepDialog>
  );
}
