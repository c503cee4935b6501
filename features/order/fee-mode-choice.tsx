import { useId } from 'react';

import type { BuyBusinessType } from '@/api/core/contract-trading';
import type { BackEndRate } from '@/api/order/contract';
import { useFetchOperationRateQuery } from '@/api/order/endpoints';
import { FEE_MODE } from '@/shared/enums/fund';
import { formatPercent } from '@/shared/format';
import { FEE_MODE_TEXT, feeModesOffered, heldPeriodText, type FeeModeCode } from '@/shared/trading';

import { feePreview } from './fee';
import { useFeeQuote } from './use-fee-quote';
import './fee-mode.css';

export interface FeeModeChoiceProps {
  fundCode: string;
  businessType: BuyBusinessType;
  /** The valid amount (2 places), undefined while the amount is invalid. */
  applySum: string | undefined;
  /** The fund's fees are withheld from this investor: nothing to choose from. */
  withheld: boolean;
  value: FeeModeCode;
  onChange: (mode: FeeModeCode) => void;
  disabled?: boolean;
}

/** 后端申购费率 by years held, as the fund's schedule gives them. */
function BackEndSchedule({ rates, id }: { rates: readonly BackEndRate[]; id: string }) {
  return (
    <table className="gz-order-fee-mode__schedule" id={id}>
      <caption>{FEE_MODE_TEXT.scheduleCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{FEE_MODE_TEXT.period}</th>
          <th scope="col">{FEE_MODE_TEXT.rate}</th>
        </tr>
      </thead>
      <tbody>
        {rates.map((step) => (
          <tr key={step.minDays}>
            <th scope="row">{heldPeriodText(step.minDays, step.maxDays)}</th>
            <td>{formatPercent(step.rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * 收费方式 of a fund that offers both: 前端收费 with the subscription fee on the amount (the back office's
 * quote), or 后端收费 with no fee now and the back-end schedule by years held. Nothing for a fund that
 * offers front-end only (its orders are A).
 */
export function FeeModeChoice(props: FeeModeChoiceProps) {
  const { fundCode, businessType, applySum, withheld, value, onChange, disabled } = props;
  const id = useId();
  const rates = useFetchOperationRateQuery({ fundCode, businessType, silent: true }, { skip: withheld });
  const backEnd = rates.data?.backEndRates ?? [];
  const offered = feeModesOffered(backEnd);
  // The front-end fee of this amount, asked only when there is a choice to make.
  const frontEnd = useFeeQuote(fundCode, businessType, offered.length > 1 ? applySum : undefined);
  if (offered.length < 2) return null;
  const front = frontEnd.quote && feePreview(frontEnd.quote);
  const hints: Record<FeeModeCode, string> = {
    A: front ? `${FEE_MODE_TEXT.frontEndHint}：${front.fee}` : FEE_MODE_TEXT.frontEndHint,
    B: FEE_MODE_TEXT.backEndHint,
  };
  return (
    <fieldset className="gz-order-fee-mode" disabled={disabled}>
      <legend className="gz-order__label">{FEE_MODE_TEXT.legend}</legend>
      {offered.map((mode) => (
        <div key={mode} className="gz-order-fee-mode__option">
          <label>
            <input
              type="radio"
              name={`${id}-fee-mode`}
              value={mode}
              checked={value === mode}
              aria-describedby={`${id}-${mode}${mode === 'B' ? ` ${id}-schedule` : ''}`}
              onChange={() => onChange(mode)}
            />
            <span>{FEE_MODE[mode]}</span>
          </label>
          <span className="gz-order-fee-mode__hint" id={`${id}-${mode}`} aria-live="polite">
            {hints[mode]}
          </span>
        </div>
      ))}
      <BackEndSchedule rates={backEnd} id={`${id}-schedule`} />
    </fieldset>
  );
}
