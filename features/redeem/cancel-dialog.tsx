import { isOutcomeUnknown, readError, succeed, type Outcome } from '@/api/core/outcome';
import type { CancellableOrder } from '@/api/order/contract-changes';
import { sellingApi, useCancelOrderMutation } from '@/api/order/endpoints-selling';
import { useEncryptPasswords } from '@/features/encryption';
import { TradePasswordDialog } from '@/features/trade-password';
import { BUSINESS_TYPE } from '@/shared/enums/fund';
import { showToast } from '@/shared/ui';

import { orderAmountText } from './order-text';
import { useIntentKey } from './use-intent-key';

const CANCEL_TEXT = {
  title: '撤单',
  confirm: '确认撤单',
  description: (order: CancellableOrder) =>
    `撤销${BUSINESS_TYPE[order.businessType]}申请：${order.fundName}（${order.fundCode}），${orderAmountText(order)}`,
  cancelled: '申请已成功撤销',
  failed: '撤单失败，请稍后再试',
  /** The answer was lost and the order is still in the cancel list: the same key again cancels it once. */
  stillOpen: '网络异常，暂未收到撤单结果；该笔申请仍可撤销，请再次点击“确认撤单”，不会重复撤单。',
} as const;

export interface CancelDialogProps {
  order: CancellableOrder | null;
  isNaturalPerson: boolean;
  onClose: () => void;
  onCancelled: () => void;
}

/** The cancel-order dialog: the trade password, then POST /v1/order/cancel; success only when data comes back. */
export function CancelDialog({ order, isNaturalPerson, onClose, onCancelled }: CancelDialogProps) {
  const encrypt = useEncryptPasswords();
  const [cancelOrder] = useCancelOrderMutation();
  const intentKey = useIntentKey(order !== null);
  const [fetchCancellable] = sellingApi.endpoints.fetchCancellableOrders.useLazyQuery();

  /** After a lost answer: gone from the cancel list, the cancel went through; undefined when the list failed. */
  const cancelledAnyway = async (appNo: string): Promise<boolean | undefined> => {
    const list = await fetchCancellable({ silent: true }, false);
    return list.data && !list.data.some((open) => open.appNo === appNo);
  };

  const submit = async (password: string): Promise<Outcome> => {
    if (!order) return { ok: false, silent: true };
    const encrypted = await encrypt({ password });
    if (!encrypted.ok) return encrypted;
    const answer = await cancelOrder({
      originalAppNo: order.appNo,
      tradeAccount: order.tradeAccount,
      password: encrypted.value.password,
      idempotencyKey: intentKey(),
      silent: true,
    });
    if (answer.error !== undefined) {
      const failure = readError(answer.error);
      if (!isOutcomeUnknown(failure.state ?? -3)) return failure;
      const gone = await cancelledAnyway(order.appNo);
      if (gone === undefined) return failure;
      if (!gone) return { ...failure, message: CANCEL_TEXT.stillOpen };
    } else if (!answer.data) return { ok: false, message: CANCEL_TEXT.failed };
    showToast(CANCEL_TEXT.cancelled, 'success');
    return succeed(null);
  };

  return (
    <TradePasswordDialog
      open={order !== null}
      title={CANCEL_TEXT.title}
      description={order ? CANCEL_TEXT.description(order) : undefined}
      isNaturalPerson={isNaturalPerson}
      confirmText={CANCEL_TEXT.confirm}
      submit={submit}
      onSuccess={onCancelled}
      onClose={onClose}
    />
  );
}
