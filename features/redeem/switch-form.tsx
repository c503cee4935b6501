import Big from 'big.js';
import { FormikProvider, useFormik } from 'formik';
import { useMemo } from 'react';

import type { ProductCategory } from '@/api/core/contract-trading';
import { readError } from '@/api/core/outcome';
import type { SwitchTargetsData } from '@/api/order/contract-switch';
import { useQuoteSwitchQuery } from '@/api/order/endpoints-switch';
import {
  normalizeAmountInput,
  RecoveredNote,
  SubmissionActions,
  useTradeTimeGate,
} from '@/features/trade-kit';
import { TradePasswordDialog } from '@/features/trade-password';
import { SelectField, TextField } from '@/shared/form';

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
  if (state.phase === 'placed')
    return (
      <>
        <RecoveredNote state={state} />
        <SwitchPlaced order={state.result} />
      </>
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
        <TextField
          name="shares"
          label={SWITCH_TEXT_UI.shares}
          required
          transform={normalizeAmountInput}
          inputMode="decimal"
          autoComplete="off"
          maxLength={19}
          append={SWITCH_TEXT_UI.sharesUnit}
          disabled={locked}
          size="large"
        />
        {applyShare && quote.isError && (
          <p role="alert" className="gz-redeem__alert">
            {readError(quote.error).message}
          </p>
        )}
        {applyShare && !quote.isError && <SwitchPreview quote={quote.data} loading={quote.isFetching} />}
        <SubmissionActions
          state={state}
          noun={SWITCH_TEXT_UI.action}
          words={SWITCH_TEXT_UI}
          disabled={locked || quote.isError}
          checking={gate.checking}
          onSubmit={() => void formik.submitForm()}
          onResend={resend}
          block="gz-redeem"
        />
        <TradePasswordDialog
          open={gate.passwordOpen}
          isNaturalPerson={isNaturalPerson}
          description={applyShare && SWITCH_TEXT_UI.passwordFor(holding.fundName, targetName, applyShare)}
          submit={(password) =>
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
          onSuccess={gate.closePassword}
          onClose={gate.closePassword}
        />
        {gate.notTradingDialog}
      </section>
    </FormikProvider>
  );
}
