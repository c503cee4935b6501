import type { DeductStatus, PaidFrom } from '@/api/core/contract-trading';
import { DEDUCT_STATUS } from '@/shared/enums/fund';
import { bankTail } from '@/shared/format';

import { ASSETS_TEXT as T } from './texts';

/** Under an order's state: the card a fast-pay order was debited from and the bank's answer (扣款状态). */
export function PaidFromNote({
  paidFrom,
  deductStatus,
}: {
  paidFrom: PaidFrom | null;
  deductStatus: DeductStatus | null;
}) {
  if (!paidFrom) return null;
  return (
    <span className="gz-assets-table__code">
      {T.transitPaidFrom(paidFrom.bankName, bankTail(paidFrom.bankAccountMasked))}
      {deductStatus && ` · ${DEDUCT_STATUS[deductStatus]}`}
    </span>
  );
}
