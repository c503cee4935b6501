import Big from 'big.js';
import { useFormik } from 'formik';
import { useEffect, useMemo } from 'react';

import type { BuyBusinessType, CapitalMode, ProductCategory } from '@/api/core/contract-trading';
import type { FiguresWithheld } from '@/api/fund/contract';
import type { AcceptedOrder } from '@/api/order/contract-orders';
import { useFetchTradeLimitQuery } from '@/api/order/endpoints';
import { OrderFormFoot, PlacedView, usePlaced, useTradeTimeGate } from '@/features/trade-kit';
import { formatMoney } from '@/shared/format';
import type { FeeModeCode } from '@/shared/trading';
import { FormItem, NativeSelect } from '@/shared/ui';

import { purchaseAmountSchema } from './amount';
import { AmountField } from './amount-field';
import { defaultDividendOf, DividendChoice } from './dividend-choice';
import { fastPaySchema, paymentCardFields, useFastPayCards } from './fast-pay';
import { FeeModeChoice } from './fee-mode-choice';
import { FeePreviewLine } from './fee-preview';
import { OrderCalendarPanel } from './order-calendar-panel';
import { OrderPlaced } from './order-placed';
import { OrderSummary } from './order-summary';
import { PaymentChoice } from './payment-choice';
import { QuickAmounts } from './quick-amounts';
import { ORDER_TEXT } from './texts';
import { useFeeQuote } from './use-fee-quote';
import { useHeldDividend } from './use-held-dividend';
import { type OrderChoice, usePlaceOrder } from './use-place-order';
import './order.css';

export interface OrderFund {
  fundCode: string;
  fundName: string;
  productCategory: ProductCategory;
  capitalMode: readonly CapitalMode[];
  /** Set when a private product's figures (its fees too) are withheld from this investor. */
  figuresWithheld?: FiguresWithheld;
}

export interface OrderFormProps {
  fund: OrderFund;
  businessType: BuyBusinessType;
  /** 申购, 认购 or 预约申购. */
  noun: string;
  isNaturalPerson: boolean;
  tradeAccounts: readonly string[];
  /** The written confirmations of the suitability chain, sent with the order. */
  confirmations: Pick<OrderChoice, 'confirmations'>;
  serverOffsetMs: number | undefined;
  onPlaced?: (order: AcceptedOrder) => void;
}

/** The order: amount within the limits, fee, payment, trade password, sent once; then what happens next. */
export function OrderForm(props: OrderFormProps) {
  const { fund, businessType, noun, isNaturalPerson, tradeAccounts, confirmations, serverOffsetMs } = props;
  const limits = useFetchTradeLimitQuery({ fundCode: fund.fundCode, businessType, silent: true });
  const gate = useTradeTimeGate({ title: ORDER_TEXT.notTradingTitle, fallback: ORDER_TEXT.notTrading });
  const { state, submitWithPassword, resend } = usePlaceOrder(businessType);

  const limit = limits.data;
  const check = useMemo(
    () =>
      limit && {
        limits: {
          minFirst: limit.minFirstAmount,
          minAdditional: limit.minAddAmount,
          maxPerDay: limit.maxPerDay,
          appliedToday: limit.usedToday,
        },
        isFirstPurchase: limit.firstPurchase,
      },
    [limit],
  );
  const fastPayCards = useFastPayCards();
  const schema = useMemo(
    () => purchaseAmountSchema(check).concat(fastPaySchema(fastPayCards)),
    [check, fastPayCards],
  );
  const locked = state.phase !== 'editing';
  const formik = useFormik({
    initialValues: {
      amount: '',
      tradeAccount: tradeAccounts[0] ?? '',
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the form's field takes every mode, not only '1'
      capitalMode: '1' as CapitalMode,
      bankAccount: '',
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the form's field takes A and B, not only 'A'
      feeMode: 'A' as FeeModeCode,
      dividendType: defaultDividendOf(fund.productCategory),
    },
    validationSchema: schema,
    onSubmit: async () => {
      if (!applySum || locked) return;
      // The trading time may have ended since the list checked it: the not-trading-time dialog, not an order.
      await gate.check({ fundCode: fund.fundCode, businessType, productCategory: fund.productCategory });
    },
  });
  const { amount, tradeAccount, capitalMode, feeMode, dividendType } = formik.values;
  const heldDividend = useHeldDividend(fund.fundCode, tradeAccount, feeMode);
  const { setFieldValue } = formik;
  useEffect(() => {
    if (heldDividend) void setFieldValue('dividendType', heldDividend);
  }, [heldDividend, setFieldValue]);
  const applySum = check && schema.isValidSync(formik.values) ? new Big(amount).toFixed(2) : undefined;
  const fee = useFeeQuote(fund.fundCode, businessType, applySum, feeMode);
  const placed = usePlaced(state, props.onPlaced);

  if (placed)
    return (
      <PlacedView state={state}>
        <OrderPlaced order={placed} noun={noun} serverOffsetMs={serverOffsetMs} />
      </PlacedView>
    );

  return (
    <section className="gz-order-form" aria-label={ORDER_TEXT.formName(noun)}>
      {limits.isError && (
        <p role="alert" className="gz-order__alert">
          {ORDER_TEXT.limitsFailed}
        </p>
      )}
      <AmountField
        value={amount}
        onChange={(value) => void formik.setFieldValue('amount', value)}
        onBlur={() => void formik.setFieldTouched('amount')}
        noun={noun}
        minText={limit && formatMoney(limit.firstPurchase ? limit.minFirstAmount : limit.minAddAmount)}
        error={formik.touched.amount ? formik.errors.amount : undefined}
        disabled={locked || !check}
      />
      <QuickAmounts
        min={limit && (limit.firstPurchase ? limit.minFirstAmount : limit.minAddAmount)}
        onPick={(value) => {
          // Touched first without validating: the value's own validation then judges the amount picked.
          void formik.setFieldTouched('amount', true, false);
          void formik.setFieldValue('amount', value);
        }}
        disabled={locked || !check}
      />
      <FeePreviewLine quote={fee.quote} loading={fee.loading} />
      <FeeModeChoice
        fundCode={fund.fundCode}
        businessType={businessType}
        applySum={applySum}
        withheld={Boolean(fund.figuresWithheld)}
        value={feeMode}
        onChange={(value) => void formik.setFieldValue('feeMode', value)}
        disabled={locked}
      />
      <DividendChoice
        productCategory={fund.productCategory}
        value={dividendType}
        onChange={(value) => void formik.setFieldValue('dividendType', value)}
        disabled={locked}
        held={heldDividend}
      />
      {tradeAccounts.length > 1 && (
        <FormItem label={ORDER_TEXT.tradeAccount}>
          <NativeSelect
            value={tradeAccount}
            options={tradeAccounts.map((account) => ({ value: account, label: account }))}
            onChange={(value) => void formik.setFieldValue('tradeAccount', value)}
            disabled={locked}
          />
        </FormItem>
      )}
      <PaymentChoice
        accepted={fund.capitalMode}
        values={formik.values}
        onChange={(field, value) => void formik.setFieldValue(field, value)}
        fastPayCards={fastPayCards}
        disabled={locked}
      />
      <OrderCalendarPanel
        fundCode={fund.fundCode}
        businessType={businessType}
        noun={noun}
        withheld={Boolean(fund.figuresWithheld)}
        serverOffsetMs={serverOffsetMs}
      />
      {applySum && (
        <OrderSummary
          fundName={fund.fundName}
          fundCode={fund.fundCode}
          businessType={businessType}
          noun={noun}
          applySum={applySum}
          fee={fee.quote}
          capitalMode={capitalMode}
          card={fastPayCards?.find((card) => card.id === formik.values.bankAccount)}
        />
      )}
      <OrderFormFoot
        state={state}
        noun={noun}
        words={ORDER_TEXT}
        disabled={locked || !check}
        onSubmit={() => void formik.submitForm()}
        onResend={resend}
        block="gz-order"
        gate={gate}
        isNaturalPerson={isNaturalPerson}
        description={applySum && ORDER_TEXT.passwordFor(fund.fundName, formatMoney(applySum))}
        sendWithPassword={(password) =>
          submitWithPassword(
            {
              fundCode: fund.fundCode,
              businessType,
              tradeAccount,
              applySum: applySum ?? '',
              capitalMode,
              ...paymentCardFields(formik.values, fastPayCards),
              feeMode,
              dividendType,
              ...confirmations,
            },
            password,
          )
        }
      />
    </section>
  );
}
