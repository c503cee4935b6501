import { Button } from '@/shared/ui';

export interface BuyButton {
  label: string;
  disabled: boolean;
}

const BUY_TEXT = { checking: '正在校验…' } as const;

/** A fund's 认购 / 购买 / 预约 button, in the table's row or on its card. */
export function FundBuyButton({
  name,
  button,
  checking,
  idle,
  onBuy,
}: {
  name: string;
  button: BuyButton;
  /** This fund's checks are running: the button says so. */
  checking: boolean;
  /** No fund's checks are running: a click while any runs is ignored (spec §2), not queued. */
  idle: boolean;
  onBuy: () => void;
}) {
  return (
    <Button
      type="primary"
      size="small"
      disabled={button.disabled}
      loading={checking}
      onClick={() => idle && !button.disabled && onBuy()}
    >
      {checking ? BUY_TEXT.checking : button.label}
      {/* element's Button takes no aria-label: the fund's name completes its accessible name. */}
      <span className="gz-visually-hidden"> {name}</span>
    </Button>
  );
}
