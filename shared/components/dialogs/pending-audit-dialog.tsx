import { WarningDialog } from './warning-dialog';

export interface PendingAuditDialogProps {
  open: boolean;
  /** What is under review, e.g. 合格投资者认证; the message then names it. */
  subject?: string;
  onClose: () => void;
}

export function pendingAuditMessage(subject?: string): string {
  return `您的${subject ?? '认证'}申请正在审核中，请耐心等待审核结果`;
}

export const PENDING_AUDIT_DETAIL = '审核完成前不能重复提交，如有疑问请联系客服';

/** Spec §6: a certification under review blocks a new one; this says so instead of opening the form. */
export function PendingAuditDialog({ open, subject, onClose }: PendingAuditDialogProps) {
  return (
    <WarningDialog
      open={open}
      title="审核中"
      message={pendingAuditMessage(subject)}
      detail={PENDING_AUDIT_DETAIL}
      onClose={onClose}
    />
  );
}
