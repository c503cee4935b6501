import { specialCareNotice } from '@/shared/trading';

import { ConfirmDialog } from './confirm-dialog';
import { CONFIRM_TEXT, specialCareStatement } from './dialog-texts';
import type { SpecialCareReason } from './types';

export interface SpecialCareDialogProps {
  fundName: string;
  /** Why the back office names this investor a special one (buyVerify specialCare). */
  reasons: readonly SpecialCareReason[];
  submitting: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Step 7, special care (办法 特别注意义务): the investor 65 or older or buying for the first time acknowledges it. */
export function SpecialCareDialog({ fundName, reasons, ...rest }: SpecialCareDialogProps) {
  return (
    <ConfirmDialog title={CONFIRM_TEXT.specialCareTitle} statement={specialCareStatement(fundName)} {...rest}>
      {specialCareNotice(reasons).map((paragraph) => (
        <p key={paragraph} className="gz-suitability__warning">
          {paragraph}
        </p>
      ))}
    </ConfirmDialog>
  );
}
