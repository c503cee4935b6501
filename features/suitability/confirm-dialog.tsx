import type { ReactNode } from 'react';

import { ConfirmStepDialog, type RecordedStep } from '@/shared/components/dialogs';

import { CONFIRM_TEXT } from './dialog-texts';

export interface ConfirmDialogProps extends RecordedStep {
  title: string;
  children: ReactNode;
  /** The sentence the investor ticks: the written confirmation the server records. */
  statement: string;
  confirmText?: string;
}

/**
 * A confirmation of the chain: nothing goes on until the statement is ticked; while the server records it the
 * dialog cannot be closed and the button cannot be pressed twice.
 */
export function ConfirmDialog({
  title,
  children,
  statement,
  confirmText = CONFIRM_TEXT.continue,
  ...step
}: ConfirmDialogProps) {
  return (
    <ConfirmStepDialog
      title={title}
      className="gz-suitability-confirm"
      statement={statement}
      statementClassName="gz-suitability__statement"
      cancelText={CONFIRM_TEXT.decline}
      confirmText={confirmText}
      workingText={CONFIRM_TEXT.working}
      {...step}
    >
      {children}
    </ConfirmStepDialog>
  );
}
