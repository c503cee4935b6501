import { useState, type ReactNode } from 'react';

import { Checkbox, ConfirmFooter, Dialog, FormFailure } from '@/shared/ui';

import { CONFIRM_TEXT } from './dialog-texts';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The sentence the investor ticks: the written confirmation the server records. */
  statement: string;
  confirmText?: string;
  submitting: boolean;
  /** Why the last recording failed. */
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
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
  submitting,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [agreed, setAgreed] = useState(false);
  return (
    <Dialog
      open
      title={title}
      size="small"
      closable={!submitting}
      onClose={onCancel}
      className="gz-suitability-confirm"
      footer={
        <ConfirmFooter
          cancelText={CONFIRM_TEXT.decline}
          confirmText={confirmText}
          workingText={CONFIRM_TEXT.working}
          submitting={submitting}
          ready={agreed}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      }
    >
      {children}
      <div className="gz-suitability__statement">
        <Checkbox
          multiline
          checked={agreed}
          disabled={submitting}
          onChange={(checked: boolean) => setAgreed(Boolean(checked))}
        >
          {statement}
        </Checkbox>
      </div>
      <FormFailure>{error}</FormFailure>
    </Dialog>
  );
}
