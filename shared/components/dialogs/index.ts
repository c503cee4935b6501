export { WarningDialog } from './warning-dialog';
export { PendingAuditDialog } from './pending-audit-dialog';
export { NameCheckDialog } from './name-check-dialog';
export { useStableCallback } from './use-stable-callback';
export { ConfirmStepDialog, type RecordedStep } from './confirm-step-dialog';
export { StopAlertDialog } from './stop-dialog';
