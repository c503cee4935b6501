import { FormikProvider, useFormik } from 'formik';
import { useMemo } from 'react';

import type { RedeemableHolding } from '@/api/fund/contract';
import type { AcceptedRedemption } from '@/api/order/contract-redeem';
import { useQuoteRedemptionQuery } from '@/api/order/endpoints-selling';
import { OrderFormFoot, PlacedView, usePlaced, useTradeTimeGate } from '@/features/trade-kit';
import { BUSINESS_TYPE, DEFAULT_OVER_LIMIT, OVER_LIMIT_REDEMPTION } from '@/shared/enums/fund';
import { SelectField } from '@/shared/form';
import { Button } from '@/shared/ui';

import { RedeemPlaced } from './redeem-placed';
import { RedeemPreview } from './redeem-preview';
import { fractionOf, QUICK_FRACTIONS, redeemSchema, sharesForWire, type RedeemValues } from './rules';
import { SharesField } from './shares-field';
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
  const gate = useTradeTimeGate({ title: REDEEM_TEXT.notTradingTitle, fallback: REDEEM_TEXT.notTrading });
  const schema = useMemo(() => redeemSchema(holding), [holding]);
  const locked = state.phase !== 'editing';
  const formik = useFormik<RedeemValues>({
    initialValues: { shares: '', overLimit: DEFAULT_OVER_LIMIT },
    validationSchema: schema,
    onSubmit: async () => {
      if (locked) return;
      await gate.check({
        fundCode: holding.fundCode,
        businessType: business,
        productCategory: holding.productCategory,
      });
    },
  });
  const { shares, overLimit } = formik.values;
  const applyShare = schema.isValidSync(formik.values) ? sharesForWire(shares) : undefined;
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
  const placed = usePlaced(state, onPlaced);
  if (placed)
    return (
      <PlacedView state={state}>
        <RedeemPlaced order={placed} noun={noun} />
      </PlacedView>
    );

  return (
    <FormikProvider value={formik}>
      <section className="gz-redeem-form" aria-label={REDEEM_TEXT.formName(noun)}>
        <p className="gz-redeem-form__available">{REDEEM_TEXT.available(holding.availableShares)}</p>
        <SharesField label={REDEEM_TEXT.shares} disabled={locked} />
        <div className="gz-redeem-form__quick" role="group" aria-label={REDEEM_TEXT.quick}>
          {QUICK_FRACTIONS.map((fraction) => (
            <Button
              key={fraction.label}
              size="small"
              disabled={locked}
              onClick={() => {
                void formik.setFieldTouched('shares', true, false);
                void formik.setFieldValue(
                  'shares',
                  fractionOf(holding.availableShares, fraction.numerator, fraction.denominator),
                );
              }}
            >
              {fraction.label}
            </Button>
          ))}
        </div>
        <SelectField
          name="overLimit"
          label={REDEEM_TEXT.overLimit}
          hint={REDEEM_TEXT.overLimitHint}
          options={OVER_LIMIT_OPTIONS}
          disabled={locked}
        />
        {applyShare && <RedeemPreview quote={quote.data} loading={quote.isFetching} />}
        <OrderFormFoot
          state={state}
          noun={noun}
          words={REDEEM_TEXT}
          disabled={locked}
          onSubmit={() => void formik.submitForm()}
          onResend={resend}
          block="gz-redeem"
          gate={gate}
          isNaturalPerson={isNaturalPerson}
          description={applyShare && REDEEM_TEXT.passwordFor(holding.fundName, applyShare)}
          sendWithPassword={(password) =>
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
        />
      </section>
    </FormikProvider>
  );
}
