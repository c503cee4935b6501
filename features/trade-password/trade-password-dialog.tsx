import { useEffect, useState, type ReactNode } from 'react';
import { ValidationError } from 'yup';

import { failureText, type Outcome } from '@/api/core/outcome';
import { useStableCallback } from '@/shared/components/dialogs';
import { SIGNING_TEXT } from '@/shared/trading/signing';
import { Button, Dialog, Form } from '@/shared/ui';
import { tradePasswordField } from '@/shared/validation';

import { TradePasswordInput } from './trade-password-input';

export const TRADE_PASSWORD_FAILED = '交易密码校验失败';

export interface TradePasswordDialogProps {
  open: boolean;
  /** 交易密码验证 unless told otherwise. */
  title?: string;
  /** What is being confirmed (fund, amount), above the field. */
  description?: ReactNode;
  isNaturalPerson: boolean;
  resetHref?: string;
  /**
   * Sends the password (the page encrypts it). Call the back office silently: a failure's message shows
   * under the field, which is where spec §8 wants trade-password errors.
   */
  submit: (password: string) => Promise<Outcome>;
  onSuccess: () => void;
  onClose: () => void;
  confirmText?: string;
}

/** Asks for the trade password before an order; the field is required and whitespace-only counts as empty. */
export function TradePasswordDialog({
  open,
  title = SIGNING_TEXT.tradePassword,
  description,
  isNaturalPerson,
  resetHref,
  submit,
  onSuccess,
  onClose,
  confirmText = '确定',
}: TradePasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = useStableCallback(onClose);

  // A password never survives the dialog closing.
  useEffect(() => {
    if (!open) {
      setPassword('');
      setError(null);
    }
  }, [open]);

  const confirm = async () => {
    if (busy) return;
    try {
      tradePasswordField.validateSync(password);
    } catch (invalid) {
      if (invalid instanceof ValidationError) setError(invalid.message);
      return;
    }
    setError(null);
    setBusy(true);
    const outcome = await submit(password);
    setBusy(false);
    if (outcome.ok) onSuccess();
    else setError(failureText(outcome, TRADE_PASSWORD_FAILED));
  };

  return (
    <Dialog open={open} title={title} size="tiny" onClose={close} className="gz-trade-password-dialog">
      <Form onSubmit={() => void confirm()} ariaLabel={title}>
        {description && <div className="gz-trade-password-dialog__description">{description}</div>}
        <TradePasswordInput
          value={password}
          onChange={(value) => {
            setPassword(value);
            if (error) setError(null);
          }}
          error={error}
          isNaturalPerson={isNaturalPerson}
          resetHref={resetHref}
          showLabel={false}
        />
        <div className="gz-trade-password-dialog__actions">
          <Button onClick={close}>取消</Button>
          <Button type="primary" nativeType="submit" loading={busy}>
            {confirmText}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
