import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { object, string } from 'yup';

import type { DividendType } from '@/api/core/contract-trading';
import { isOutcomeUnknown, readError, succeed, type Outcome } from '@/api/core/outcome';
import type { RedeemableHolding } from '@/api/fund/contract';
import { useChangeDividendMutation, useFetchDividendSettingsQuery } from '@/api/order/endpoints-selling';
import { useEncryptPasswords } from '@/features/encryption';
import { TradePasswordDialog } from '@/features/trade-password';
import { WarningDialog } from '@/shared/components/dialogs';
import { DIVIDEND_MODE } from '@/shared/enums/fund';
import { ORDER_ERROR_01 } from '@/shared/enums/response-state';
import { formatDate } from '@/shared/time';
import { dividendModesOf, DIVIDEND_CHANGE_TEXT } from '@/shared/trading';
import { Button, Dialog, RadioOptions, showToast } from '@/shared/ui';

import { useIntentKey } from './use-intent-key';

const DIVIDEND_TEXT = {
  title: '修改分红方式',
  current: (mode: string) => `当前分红方式：${mode}`,
  choose: '请选择新的分红方式',
  next: '下一步',
  cancel: '取消',
  password: (fund: string, mode: string) => `${fund}，分红方式改为${mode}`,
  submitted: DIVIDEND_CHANGE_TEXT.submitted,
  duplicateTitle: '分红方式未改变',
  duplicate: (mode: string) => `您选择的分红方式与当前分红方式（${mode}）相同，无需修改`,
  pendingTitle: '请勿重复申请',
  pending: DIVIDEND_CHANGE_TEXT.pending,
  /** A change applied earlier and not yet in effect (GET /v1/order/dividend). */
  applied: (mode: string, date: string) => `您已申请改为${mode}，预计${date}生效，生效前请勿重复申请。`,
  /** No answer came: the same key again is safe (the back office answers its first result). */
  unknown: '网络异常，暂未收到申请结果。请再次点击“确定”，重新提交不会重复申请。',
} as const;

type Step = 'choose' | 'duplicate' | 'password' | 'pending';

export interface DividendDialogProps {
  holding: RedeemableHolding | null;
  isNaturalPerson: boolean;
  onClose: () => void;
}

/** The dividend-method dialog: cash bonus or reinvest; the same way warns; then the trade password and PUT. */
export function DividendDialog({ holding, isNaturalPerson, onClose }: DividendDialogProps) {
  const [step, setStep] = useState<Step>('choose');
  const [pendingMessage, setPendingMessage] = useState<string>(DIVIDEND_TEXT.pending);
  const encrypt = useEncryptPasswords();
  const [changeDividend] = useChangeDividendMutation();
  const intentKey = useIntentKey(holding !== null);
  // The method in effect and a change not yet in effect, asked afresh at each opening; the holding's method
  // stands in while it answers or when it fails (the PUT's OrderError01 still catches a pending change).
  const settings = useFetchDividendSettingsQuery(
    holding ? { fundCode: holding.fundCode, tradeAccount: holding.tradeAccount, silent: true } : undefined,
    { skip: !holding, refetchOnMountOrArgChange: true },
  );
  const setting = settings.isFetching ? undefined : settings.data?.[0];
  const inEffect = setting?.dividendType ?? holding?.dividendType;
  const formik = useFormik<{ dividendType: DividendType }>({
    initialValues: { dividendType: '1' },
    // Only the modes the fund offers (the back office refuses any other).
    validationSchema:
      holding && object({ dividendType: string().oneOf(dividendModesOf(holding.productCategory)) }),
    onSubmit: ({ dividendType }) =>
      setStep(setting?.pending ? 'pending' : dividendType === inEffect ? 'duplicate' : 'password'),
  });
  const { setFieldValue } = formik;
  const choice = formik.values.dividendType;
  useEffect(() => {
    if (holding) setStep('choose');
  }, [holding]);
  useEffect(() => {
    if (holding && inEffect) void setFieldValue('dividendType', inEffect, false);
  }, [holding, inEffect, setFieldValue]);
  if (!holding || !inEffect) return null;
  const current = DIVIDEND_MODE[inEffect];
  const pending = setting?.pending;

  const submit = async (password: string): Promise<Outcome> => {
    const encrypted = await encrypt({ password });
    if (!encrypted.ok) return encrypted;
    const answer = await changeDividend({
      fundCode: holding.fundCode,
      tradeAccount: holding.tradeAccount,
      shareType: holding.shareType,
      dividendType: choice,
      password: encrypted.value.password,
      idempotencyKey: intentKey(),
      silent: true,
    });
    if (answer.error !== undefined) {
      const failure = readError(answer.error);
      if (isOutcomeUnknown(failure.state ?? -3)) return { ...failure, message: DIVIDEND_TEXT.unknown };
      if (failure.state !== ORDER_ERROR_01) return failure;
      setPendingMessage(failure.message || DIVIDEND_TEXT.pending);
      setStep('pending');
      return { ok: false, silent: true };
    }
    showToast(DIVIDEND_TEXT.submitted, 'success');
    return succeed(null);
  };

  return (
    <>
      <Dialog
        open={step === 'choose'}
        title={DIVIDEND_TEXT.title}
        size="tiny"
        onClose={onClose}
        footer={
          <>
            <Button onClick={onClose}>{DIVIDEND_TEXT.cancel}</Button>
            <Button type="primary" onClick={() => void formik.submitForm()}>
              {DIVIDEND_TEXT.next}
            </Button>
          </>
        }
      >
        <p className="gz-dividend__fund">
          {holding.fundName}（{holding.fundCode}）
        </p>
        <p>{DIVIDEND_TEXT.current(current)}</p>
        {pending && (
          <p className="gz-dividend__pending" role="note">
            {DIVIDEND_TEXT.applied(DIVIDEND_MODE[pending.dividendType], formatDate(pending.confirmDate))}
          </p>
        )}
        <fieldset className="gz-dividend__modes">
          <legend>{DIVIDEND_TEXT.choose}</legend>
          <RadioOptions
            name="dividend-mode"
            options={dividendModesOf(holding.productCategory)}
            labels={DIVIDEND_MODE}
            value={choice}
            onChange={(mode) => void setFieldValue('dividendType', mode)}
            className="gz-dividend__mode"
          />
        </fieldset>
      </Dialog>
      <WarningDialog
        open={step === 'duplicate'}
        title={DIVIDEND_TEXT.duplicateTitle}
        message={DIVIDEND_TEXT.duplicate(current)}
        onClose={() => setStep('choose')}
      />
      <TradePasswordDialog
        open={step === 'password'}
        description={DIVIDEND_TEXT.password(holding.fundName, DIVIDEND_MODE[choice])}
        isNaturalPerson={isNaturalPerson}
        submit={submit}
        onSuccess={onClose}
        onClose={() => setStep('choose')}
      />
      <WarningDialog
        open={step === 'pending'}
        title={DIVIDEND_TEXT.pendingTitle}
        message={pendingMessage}
        onClose={onClose}
      />
    </>
  );
}
