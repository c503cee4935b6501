import { documentTitle } from '@/shared/format';

import { ConfirmDialog } from './confirm-dialog';
import { CONFIRM_TEXT, summaryStatement } from './dialog-texts';
import type { ProductSummary } from './types';

export interface SummaryDialogProps {
  summary: ProductSummary;
  submitting: boolean;
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Step 8, public product: the product summary is read (it opens in a new window) and confirmed. */
export function SummaryDialog({ summary, ...rest }: SummaryDialogProps) {
  return (
    <ConfirmDialog
      title={CONFIRM_TEXT.summaryTitle}
      statement={summaryStatement(documentTitle(summary.fileName))}
      confirmText={CONFIRM_TEXT.summaryConfirm}
      {...rest}
    >
      <p className="gz-suitability__message">{CONFIRM_TEXT.summaryIntro}</p>
      {summary.url ? (
        <p>
          <a href={summary.url} target="_blank" rel="noopener noreferrer">
            {CONFIRM_TEXT.openSummary(documentTitle(summary.fileName))}
          </a>
        </p>
      ) : (
        <p className="gz-suitability__file">《{documentTitle(summary.fileName)}》</p>
      )}
    </ConfirmDialog>
  );
}
