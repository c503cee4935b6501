import { useState, type ReactNode } from 'react';

import { Checkbox, ConfirmFooter, Dialog, FormFailure } from '@/shared/ui';

/** What every recorded step takes from its chain: the recording under way, its failure, the two answers. */
export interface RecordedStep {
  submitting: boolean;
  /** Why the last recording failed. */
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export interface ConfirmStepDialogProps extends RecordedStep {
  title: string;
  className: string;
  children: ReactNode;
  /** The sentence the investor ticks before going on (a written confirmation); none: `ready` alone decides. */
  statement?: ReactNode;
  /** Around the statement's checkbox, when it is set apart. */
  statementClassName?: string;
  /** Besides the statement: whether the step may go on (every item ticked, the reading time over). */
  ready?: boolean;
  /** Beside the buttons (e.g. 已勾选 3/13). */
  status?: ReactNode;
  cancelText: string;
  confirmText: string;
  workingText: string;
}

/**
 * One step of a chain the back office records (suitability, private signing, the return visit): nothing goes on
 * until it is ready; while the server records it the dialog cannot be closed and the button cannot be pressed
 * twice; a failure shows above the buttons.
 */
export function ConfirmStepDialog({
  title,
  className,
  children,
  statement,
  statementClassName,
  ready = true,
  status,
  cancelText,
  confirmText,
  workingText,
  submitting,
  error,
  onConfirm,
  onCancel,
}: ConfirmStepDialogProps) {
  const [agreed, setAgreed] = useState(false);
  const tick = statement !== undefined && (
    <Checkbox
      multiline
      checked={agreed}
      disabled={submitting}
      onChange={(checked: boolean) => setAgreed(Boolean(checked))}
    >
      {statement}
    </Checkbox>
  );
  return (
    <Dialog
      open
      title={title}
      size="small"
      closable={!submitting}
      onClose={onCancel}
      className={className}
      footer={
        <ConfirmFooter
          status={status}
          cancelText={cancelText}
          confirmText={confirmText}
          workingText={workingText}
          submitting={submitting}
          ready={ready && (statement === undefined || agreed)}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      }
    >
      {children}
      {tick && statementClassName ? <div className={statementClassName}>{tick}</div> : tick}
      <FormFailure>{error}</FormFailure>
    </Dialog>
  );
}
