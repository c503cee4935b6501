import { StopAlertDialog } from '@/shared/components/dialogs';
import { Button } from '@/shared/ui';

import type { Stop } from './stops';
import { SUITABILITY_TEXT as T } from './texts';

export interface StopDialogProps {
  stop: Stop;
  /** Follow the stop's way out (a hash route: certification, risk test). */
  onAction: (to: string) => void;
  onRetry: () => void;
  onClose: () => void;
}

/** One stop of the chain: an alertdialog with the reason (server text as text) and at most one way on. */
export function StopDialog({ stop, onAction, onRetry, onClose }: StopDialogProps) {
  const { action, retry } = stop;
  const forward = action ? (
    <Button type="primary" onClick={() => onAction(action.to)}>
      {action.label}
    </Button>
  ) : retry ? (
    <Button type="primary" onClick={onRetry}>
      {T.retry}
    </Button>
  ) : null;
  return (
    <StopAlertDialog
      title={stop.title}
      className="gz-suitability-stop"
      forward={forward}
      cancelText={T.cancel}
      gotItText={T.gotIt}
      onClose={onClose}
    >
      <p className="gz-suitability__message">{stop.message}</p>
      {stop.note && <p className="gz-suitability__note">{stop.note}</p>}
    </StopAlertDialog>
  );
}
