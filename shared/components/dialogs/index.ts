export { WarningDialog, type WarningDialogProps } from './warning-dialog';
export {
  PendingAuditDialog,
  PENDING_AUDIT_DETAIL,
  pendingAuditMessage,
  type PendingAuditDialogProps,
} from './pending-audit-dialog';
export {
  NameCheckDialog,
  NAME_CHECK_BACK,
  NAME_CHECK_CONFIRM,
  type NameCheckDialogProps,
} from './name-check-dialog';
export { useStableCallback } from './use-stable-callback';
