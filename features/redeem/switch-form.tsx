import Big from 'big.js';
import { FormikProvider, useFormik } from 'formik';
import { useMemo } from 'react';

import type { ProductCategory } from '@/api/core/contract-trading';
import { readError } from '@/api/core/outcome';
import type { SwitchTargetsData } from '@/api/order/contract-switch';
import { useQuoteSwitchQuery } from '@/api/order/endpoints-switch';
import { OrderFormFoot, PlacedView, usePlaced, useTradeTimeGate } from '@/features/trade-kit';
import { SelectField } from '@/shared/form';

import { SharesField } from './shares-field';
import { SwitchPlaced, SwitchPreview } from './switch-preview';
import { switchSchema, type SwitchValues } from './switch-rules';
import { SWITCH_TEXT_UI } from './switch-texts';
import { useSwitch } from './use-switch';
import './redeem.css';

export interface SwitchFormProps {
  holding: SwitchTargetsData;
  productCategory: ProductCategory;
  isNaturalPerson: boolean;
}

/** 基金转换: the in-fund, the shares, the fee preview (赎回费 + 补差), the trade password, sent once. */
export function SwitchForm({ holding, productCategory, isNaturalPerson }: SwitchFormProps) {
  const { state, submitWithPassword, resend } = useSwitch();
  const gate = useTradeTimeGate({
    title: SWITCH_TEXT_UI.notTradingTitle,
    fallback: SWITCH_TEXT_UI.notTrading,
  });
  const schema = useMemo(() => switchSchema(holding), [holding]);
  const locked = state.phase !== 'editing';
  const formik = useFormik<SwitchValues>({
    initialValues: { target: '', shares: '' },
    validationSchema: schema,
    onSubmit: async () => {
      if (locked) return;
      await gate.check({
        fundCode: holding.fundCode,
        businessType: 'Redeem',
        productCategory,
      });
    },
  });
  const { target, shares } = formik.values;
  const applyShare = schema.isValidSync(formik.values) ? new Big(shares.trim()).toFixed(2) : undefined;
  const quote = useQuoteSwitchQuery(
    {
      fundCode: holding.fundCode,
      tradeAccount: holding.tradeAccount,
      targetFundCode: target,
      applyShare: applyShare ?? '',
      silent: true,
    },
    { skip: !applyShare },
  );
  const targetName = holding.targets.find((t) => t.fundCode === target)?.fundName ?? '';
  const placed = usePlaced(state);
  if (placed)
    return (
      <PlacedView state={state}>
        <SwitchPlaced order={placed} />
      </PlacedView>
    );

  return (
    <FormikProvider value={formik}>
      <section className="gz-redeem-form" aria-label={SWITCH_TEXT_UI.formName}>
        <p className="gz-redeem-form__available">
          {SWITCH_TEXT_UI.available(holding.availableShares)}，
          {SWITCH_TEXT_UI.minimum(holding.minSwitchShares)}
        </p>
        <SelectField
          name="target"
          label={SWITCH_TEXT_UI.target}
          placeholder={SWITCH_TEXT_UI.targetPlaceholder}
          options={holding.targets.map((t) => ({
            value: t.fundCode,
            label: `${t.fundName}（${t.fundCode}，${t.fundRiskLevel}）`,
          }))}
          required
          disabled={locked}
        />
        <SharesField label={SWITCH_TEXT_UI.shares} disabled={locked} />
        {applyShare && quote.isError && (
          <p role="alert" className="gz-redeem__alert">
            {readError(quote.error).message}
          </p>
        )}
        {applyShare && !quote.isError && <SwitchPreview quote={quote.data} loading={quote.isFetching} />}
        <OrderFormFoot
          state={state}
          noun={SWITCH_TEXT_UI.action}
          words={SWITCH_TEXT_UI}
          disabled={locked || quote.isError}
          onSubmit={() => void formik.submitForm()}
          onResend={resend}
          block="gz-redeem"
          gate={gate}
          isNaturalPerson={isNaturalPerson}
          description={applyShare && SWITCH_TEXT_UI.passwordFor(holding.fundName, targetName, applyShare)}
          sendWithPassword={(password) =>
            submitWithPassword(
              {
                fundCode: holding.fundCode,
                tradeAccount: holding.tradeAccount,
                targetFundCode: target,
                applyShare: applyShare ?? '',
              },
              password,
            )
          }
        />
      </section>
    </FormikProvider>
  );
}
