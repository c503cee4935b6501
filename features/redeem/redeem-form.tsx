import { useEffect, useState } from 'react';

import type { OverLimit } from '@/api/core/contract-trading';
import type { RedeemableHolding } from '@/api/fund/contract';
import type { AcceptedRedemption } from '@/api/order/contract-redeem';
import { useLazyValidateTradeTimeQuery } from '@/api/order/endpoints';
import { useQuoteRedemptionQuery } from '@/api/order/endpoints-selling';
import { isLookingUp, normalizeAmountInput, RecoveredNote, submissionAlert } from '@/features/order';
import { TradePasswordDialog } from '@/features/trade-password';
import { WarningDialog } from '@/shared/components/dialogs';
import { BUSINESS_TYPE, DEFAULT_OVER_LIMIT, OVER_LIMIT_REDEMPTION } from '@/shared/enums/fund';
import { Button, FormItem, NativeSelect, TextInput } from '@/shared/ui';

import { RedeemPlaced } from './redeem-placed';
import { RedeemPreview } from './redeem-preview';
import { fractionOf, QUICK_FRACTIONS, redeemSharesError, sharesForWire } from './rules';
import { REDEEM_TEXT } from './texts';
import { useRedeem } from './use-redeem';
import './redeem.css';

export interface RedeemFormProps {
  holding: RedeemableHolding;
  isNaturalPerson: boolean;
  onPlaced?: (order: AcceptedRedemption) => void;
}

const OVER_LIMIT_OPTIONS = (['0', '1'] as const).map((value) => ({
  value,
  label: OVER_LIMIT_REDEMPTION[value],
}));

/** The redemption: shares (quick fractions), the over-limit choice, the preview, trade password, sent once. */
export function RedeemForm({ holding, isNaturalPerson, onPlaced }: RedeemFormProps) {
  const business = holding.redeemBusiness ?? 'Redeem';
  const noun = BUSINESS_TYPE[business];
  const { state, submitWithPassword, resend } = useRedeem(business);
  const [shares, setShares] = useState('');
  const [touched, setTouched] = useState(false);
  const [overLimit, setOverLimit] = useState<OverLimit>(DEFAULT_OVER_LIMIT);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [notTrading, setNotTrading] = useState<string | null>(null);
  const [validateTradeTime, tradeTime] = useLazyValidateTradeTimeQuery();
  const error = redeemSharesError(shares, holding);
  const applyShare = error ? undefined : sharesForWire(shares);
  const quote = useQuoteRedemptionQuery(
    {
      fundCode: holding.fundCode,
      tradeAccount: holding.tradeAccount,
      businessType: business,
      applyShare: applyShare ?? '',
      silent: true,
    },
    { skip: !applyShare },
  );
  const locked = state.phase !== 'editing';
  const placed = state.phase === 'placed' ? state.result : undefined;
  useEffect(() => {
    if (placed) onPlaced?.(placed);
  }, [placed, onPlaced]);
  if (placed)
    return (
      <>
        <RecoveredNote state={state} />
        <RedeemPlaced order={placed} noun={noun} />
      </>
    );

  const submit = async () => {
    setTouched(true);
    if (!applyShare || locked || tradeTime.isFetching) return;
    const answer = await validateTradeTime({
      fundCode: holding.fundCode,
      businessType: business,
      productCategory: holding.productCategory,
      silent: true,
    });
    if (answer.data && !answer.data.valid) setNotTrading(answer.data.reason ?? REDEEM_TEXT.notTrading);
    else setPasswordOpen(true);
  };

  return (
    <section className="gz-redeem-form" aria-label={REDEEM_TEXT.formName(noun)}>
      <p className="gz-redeem-form__available">{REDEEM_TEXT.available(holding.availableShares)}</p>
      <FormItem label={REDEEM_TEXT.shares} required error={touched ? error : undefined}>
        <TextInput
          value={shares}
          onChange={(raw) => setShares(normalizeAmountInput(raw))}
          onBlur={() => setTouched(true)}
          inputMode="decimal"
          autoComplete="off"
          maxLength={19}
          append={REDEEM_TEXT.sharesUnit}
          disabled={locked}
          size="large"
        />
      </FormItem>
      <div className="gz-redeem-form__quick" role="group" aria-label={REDEEM_TEXT.quick}>
        {QUICK_FRACTIONS.map((fraction) => (
          <Button
            key={fraction.label}
            size="small"
            disabled={locked}
            onClick={() => {
              setShares(fractionOf(holding.availableShares, fraction.numerator, fraction.denominator));
              setTouched(true);
            }}
          >
            {fraction.label}
          </Button>
        ))}
      </div>
      <FormItem label={REDEEM_TEXT.overLimit} hint={REDEEM_TEXT.overLimitHint}>
        <NativeSelect
          value={overLimit}
          options={OVER_LIMIT_OPTIONS}
          onChange={(value) => setOverLimit(value as OverLimit)}
          disabled={locked}
        />
      </FormItem>
      {applyShare && <RedeemPreview quote={quote.data} loading={quote.isFetching} />}
      {submissionAlert(state) && (
        <p role="alert" className="gz-redeem__alert">
          {submissionAlert(state)}
        </p>
      )}
      <div className="gz-redeem-form__actions">
        {state.phase === 'unknown' ? (
          <Button type="primary" size="large" onClick={resend} loading={isLookingUp(state)}>
            {REDEEM_TEXT.resend}
          </Button>
        ) : (
          <Button
            type="primary"
            size="large"
            disabled={locked}
            loading={state.phase === 'sending' || tradeTime.isFetching}
            onClick={() => void submit()}
          >
            {state.phase === 'sending' ? REDEEM_TEXT.sending : REDEEM_TEXT.submit(noun)}
          </Button>
        )}
      </div>
      <TradePasswordDialog
        open={passwordOpen}
        isNaturalPerson={isNaturalPerson}
        description={applyShare && REDEEM_TEXT.passwordFor(holding.fundName, applyShare)}
        submit={(password) =>
          submitWithPassword(
            {
              fundCode: holding.fundCode,
              tradeAccount: holding.tradeAccount,
              applyShare: applyShare ?? '',
              overLimit,
            },
            password,
          )
        }
        onSuccess={() => setPasswordOpen(false)}
        onClose={() => setPasswordOpen(false)}
      />
      <WarningDialog
        open={notTrading !== null}
        title={REDEEM_TEXT.notTradingTitle}
        message={notTrading ?? ''}
        onClose={() => setNotTrading(null)}
      />
    </section>
  );
}
