import type { ReactNode } from 'react';

import { Button } from './button';

export interface ConfirmFooterProps {
  cancelText: string;
  confirmText: string;
  /** Shown on the confirm button while the request runs. */
  workingText: string;
  submitting: boolean;
  /** Whether what the dialog asks is done (read, ticked, answered): the confirm button waits for it. */
  ready: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** A live line before the buttons, e.g. how many of the items are ticked. */
  status?: ReactNode;
}

/**
 * The footer of a dialog that asks the investor to confirm something: cancel, and the confirm button that
 * waits until the dialog's condition is met and, while the request runs, says so and takes no second click.
 */
export function ConfirmFooter({
  cancelText,
  confirmText,
  workingText,
  submitting,
  ready,
  onCancel,
  onConfirm,
  status,
}: ConfirmFooterProps) {
  return (
    <>
      {status}
      <Button onClick={onCancel} disabled={submitting}>
        {cancelText}
      </Button>
      <Button type="primary" onClick={onConfirm} disabled={!ready || submitting} loading={submitting}>
        {submitting ? workingText : confirmText}
      </Button>
    </>
  );
}
