import { Link } from 'react-router-dom';

import type { HoldingItem } from '@/api/account/contract-assets';
import { NEW_WINDOW_TEXT } from '@/shared/config';
import { productDetailUrl, ROUTES } from '@/shared/routing';
import { Button } from '@/shared/ui';

import { ASSETS_TEXT as T } from './texts';

const A = T.holdingActions;

/** Where a holding's 买入 and 赎回 lead: its fund's order pages (they run their own checks). */
const buyPath = (h: HoldingItem) => `${ROUTES.purchaseOrder}?id=${encodeURIComponent(h.fundCode)}`;
const redeemPath = (h: HoldingItem) =>
  `${ROUTES.redeemOrder}?id=${encodeURIComponent(h.fundCode)}&account=${encodeURIComponent(h.tradeAccount)}`;

/**
 * A holding's actions (issue 38 item 3): 买入, 赎回, 详情 (its 产品详情 in a new window, issue 41) and, where the
 * screen offers it, 分红方式.
 */
export function HoldingActions({
  holding,
  onChangeDividend,
}: {
  holding: HoldingItem;
  onChangeDividend?: (holding: HoldingItem) => void;
}) {
  return (
    <>
      <Link to={buyPath(holding)} aria-label={A.of(A.buy, holding.fundName)}>
        {A.buy}
      </Link>
      <Link to={redeemPath(holding)} aria-label={A.of(A.redeem, holding.fundName)}>
        {A.redeem}
      </Link>
      <a href={productDetailUrl(holding.fundCode)} target="_blank" rel="noopener noreferrer">
        <span aria-hidden="true">{A.detail}</span>
        <span className="gz-visually-hidden">
          {A.of(A.detail, holding.fundName)}
          {NEW_WINDOW_TEXT}
        </span>
      </a>
      {onChangeDividend && (
        <Button type="text" compact onClick={() => onChangeDividend(holding)}>
          <span aria-hidden="true">{A.dividend}</span>
          <span className="gz-visually-hidden">{A.of(A.dividend, holding.fundName)}</span>
        </Button>
      )}
    </>
  );
}
