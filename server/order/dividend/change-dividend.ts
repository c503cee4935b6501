import type { DividendChangeBody, DividendChangeData, DividendSetting } from '@/api/order/contract-changes';
import { DIVIDEND_MODE } from '@/shared/enums/fund';
import { ORDER_ERROR_01 } from '@/shared/enums/response-state';
import { DIVIDEND_CHANGE_TEXT } from '@/shared/trading/dividend-modes';

import { UNKNOWN_TRADE_ACCOUNT } from '../../account/rules';
import { ownsTradeAccount } from '../../account/store';
import { checkTradePassword } from '../../account/trade-password';
import type { Caller } from '../../auth/guard';
import { tradingMoment } from '../../core/calendar';
import type { Context } from '../../core/context';
import { transaction } from '../../core/db/database';
import { BusinessError, hint, ok } from '../../core/http/envelope';
import { requireFund } from '../../fund/funds';
import { tradingTimeCheck } from '../../fund/rules';
import type { FundSpec } from '../../fund/types';
import { holdingViews } from '../../holding/holdings';
import { purchaseDates } from '../calendar/rules';
import { clockText } from '../common/clock';
import type { BindKey } from '../common/idempotency';
import { findOrder, insertOrder } from '../common/store';
import { dividendModeRefusal } from './rules';
import { pendingDividendChange } from './store-change';
import { dividendChangeView } from './view';

export const DIVIDEND_SUBMITTED = DIVIDEND_CHANGE_TEXT.submitted;
/** OrderError01 (402001): an earlier change of this holding is not in effect yet. */
const DIVIDEND_PENDING = DIVIDEND_CHANGE_TEXT.pending;

/** GET /v1/order/dividend: each holding's method in effect and the change not in effect yet. */
export function dividendSettings(
  ctx: Context,
  accountId: number,
  only?: { fundCode?: string; tradeAccount?: string },
): DividendSetting[] {
  return holdingViews(ctx, accountId)
    .filter(
      (view) =>
        (!only?.fundCode || view.fundCode === only.fundCode) &&
        (!only?.tradeAccount || view.tradeAccount === only.tradeAccount),
    )
    .map((view) => {
      const pending = pendingDividendChange(ctx, accountId, view.tradeAccount, view.fundCode);
      return {
        fundCode: view.fundCode,
        fundName: view.fundName,
        tradeAccount: view.tradeAccount,
        shareType: view.shareType,
        dividendType: view.dividendType,
        pending: pending
          ? {
              appNo: pending.app_no,
              dividendType: pending.dividend_type,
              tradeDate: pending.trade_date,
              confirmDate: pending.confirm_date,
            }
          : null,
      };
    });
}

/** Every refusal of a change, in the order the investor can act on them; answers the trade date. */
function check(ctx: Context, accountId: number, spec: FundSpec, body: DividendChangeBody) {
  if (!ownsTradeAccount(ctx, accountId, body.tradeAccount)) throw hint(UNKNOWN_TRADE_ACCOUNT);
  const [setting] = dividendSettings(ctx, accountId, {
    fundCode: spec.code,
    tradeAccount: body.tradeAccount,
  });
  if (!setting) throw hint('您未持有该产品，不能修改分红方式');
  if (setting.shareType !== body.shareType) throw hint('份额类别与持仓不符');
  if (setting.pending) throw new BusinessError(ORDER_ERROR_01, DIVIDEND_PENDING);
  const modeRefusal = dividendModeRefusal(spec, body.dividendType);
  if (modeRefusal) throw hint(modeRefusal);
  if (setting.dividendType === body.dividendType) {
    throw hint(`当前分红方式已是${DIVIDEND_MODE[body.dividendType]}，无需修改`);
  }
  const time = tradingTimeCheck(spec, 'BonusWay', ctx.clock.now());
  if (!time.isTrade || !time.date) throw hint(time.message ?? '当前不能修改分红方式');
  return time.date;
}

/**
 * Applies for a change of a holding's dividend method: a BonusWay order traded today (or the next trading
 * day after the cut-off) that the confirm batch puts in effect on its confirm date. The checks, the trade
 * password, then the checks again and the order in one transaction.
 */
export async function changeDividend(
  ctx: Context,
  caller: Caller,
  body: DividendChangeBody,
  bind: BindKey,
): Promise<DividendChangeData> {
  const { account, session } = caller;
  const spec = requireFund(ctx, body.fundCode);
  check(ctx, account.id, spec, body);
  await checkTradePassword(ctx, account, body.password);
  return transaction(ctx, () => {
    const tradeDate = check(ctx, account.id, spec, body);
    const now = ctx.clock.now();
    const dates = purchaseDates(spec, tradeDate);
    const appNo = insertOrder(ctx, {
      account_id: account.id,
      trade_account: body.tradeAccount,
      fund_code: spec.code,
      business_type: 'BonusWay',
      apply_sum: '0.00',
      fee_mode: body.shareType,
      list_fee: '0.00',
      fee: '0.00',
      capital_mode: '1',
      bank_no: null,
      bank_account: null,
      dividend_type: body.dividendType,
      first_purchase: 0,
      applied_at: now,
      apply_date: tradingMoment(now).date,
      apply_time: clockText(now),
      trade_date: tradeDate,
      confirm_date: dates.confirmDate,
      available_date: dates.confirmDate,
      remit_dead_date: null,
      remittance_time: null,
      session_hash: session.token_hash,
    });
    const data = dividendChangeView(
      findOrder(ctx, appNo) as NonNullable<ReturnType<typeof findOrder>>,
      spec.name,
    );
    bind(appNo, ok(data, DIVIDEND_SUBMITTED));
    return data;
  });
}
