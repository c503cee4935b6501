import { useId } from 'react';

import type { DividendType, ProductCategory } from '@/api/core/contract-trading';
import { DIVIDEND_MODE } from '@/shared/enums/fund';
import { dividendModesOf } from '@/shared/trading';

export const DIVIDEND_CHOICE_TEXT = {
  legend: '分红方式',
  hints: {
    '1': '分红以现金形式转入您的银行卡',
    '0': '分红按除息日净值自动转为基金份额，不收取申购费',
  },
  fixed: '货币市场基金每日分配收益，按日结转为基金份额，分红方式固定为红利再投资',
  held: '您已持有该基金，本次申购的份额按持仓的分红方式登记；如需变更，请在赎回页的持仓中修改分红方式',
} as const;

/** The dividend method the order names at first: the fund's default (dividendModesOf lists it first). */
export const defaultDividendOf = (productCategory: ProductCategory): DividendType =>
  dividendModesOf(productCategory)[0];

export interface DividendChoiceProps {
  productCategory: ProductCategory;
  value: DividendType;
  onChange: (mode: DividendType) => void;
  disabled?: boolean;
  /** The method of the holding this purchase adds to, which it takes (null: no holding yet). */
  held?: DividendType | null;
}

/**
 * 分红方式 at purchase (spec T3 order detail dividendType): 现金分红 / 红利再投资 where the fund offers both,
 * its default preselected; a money-market fund's 红利再投资 shown as fixed, and so is the method of a holding the
 * purchase adds to.
 */
export function DividendChoice({ productCategory, value, onChange, disabled, held }: DividendChoiceProps) {
  const id = useId();
  const modes = dividendModesOf(productCategory);
  if (held && modes.length > 1)
    return (
      <p className="gz-order-dividend">
        <span className="gz-order__label">{DIVIDEND_CHOICE_TEXT.legend}</span>
        {DIVIDEND_MODE[held]}（{DIVIDEND_CHOICE_TEXT.held}）
      </p>
    );
  if (modes.length < 2)
    return (
      <p className="gz-order-dividend">
        <span className="gz-order__label">{DIVIDEND_CHOICE_TEXT.legend}</span>
        {DIVIDEND_MODE[modes[0]]}（{DIVIDEND_CHOICE_TEXT.fixed}）
      </p>
    );
  return (
    <fieldset className="gz-order-fee-mode" disabled={disabled}>
      <legend className="gz-order__label">{DIVIDEND_CHOICE_TEXT.legend}</legend>
      {modes.map((mode) => (
        <div key={mode} className="gz-order-fee-mode__option">
          <label>
            <input
              type="radio"
              name={`${id}-dividend`}
              value={mode}
              checked={value === mode}
              aria-describedby={`${id}-${mode}`}
              onChange={() => onChange(mode)}
            />
            <span>{DIVIDEND_MODE[mode]}</span>
          </label>
          <span className="gz-order-fee-mode__hint" id={`${id}-${mode}`}>
            {DIVIDEND_CHOICE_TEXT.hints[mode]}
          </span>
        </div>
      ))}
    </fieldset>
  );
}
