import type { BankCard } from '@/api/bank/contract-cards';
import { useCloseFastPayMutation } from '@/api/bank/endpoints-fast-pay';
import { outcomeOf, succeed, type Outcome } from '@/api/core/outcome';
import { useEncryptPasswords } from '@/features/encryption';
import { TradePasswordDialog } from '@/features/trade-password';
import { BANK_CARD_TEXT } from '@/shared/bank/card-texts';
import { bankTail } from '@/shared/format';
import { showToast } from '@/shared/ui';

/** 关闭快捷支付 on a card: the trade password (POST /v1/bank/fastPay/close); the card stays bound. */
export function FastPayCloseDialog({
  card,
  isNaturalPerson,
  onClose,
}: {
  card: BankCard;
  isNaturalPerson: boolean;
  onClose: () => void;
}) {
  const [close] = useCloseFastPayMutation();
  const encrypt = useEncryptPasswords();
  const submit = async (password: string): Promise<Outcome> => {
    const encrypted = await encrypt({ password });
    if (!encrypted.ok) return encrypted;
    const closed = outcomeOf(
      await close({ cardId: card.id, password: encrypted.value.password, silent: true }),
    );
    return closed.ok ? succeed(null) : closed;
  };
  return (
    <TradePasswordDialog
      open
      title="关闭快捷支付"
      description={
        <p>
          关闭后，{card.bankName} {bankTail(card.cardNoMasked)}
          不能再用于快捷支付购买，仍可用于汇款支付和赎回到账。
        </p>
      }
      isNaturalPerson={isNaturalPerson}
      submit={submit}
      onSuccess={() => {
        showToast(BANK_CARD_TEXT.fastPayClosed, 'success');
        onClose();
      }}
      onClose={onClose}
      confirmText="确认关闭"
    />
  );
}
