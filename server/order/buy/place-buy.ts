import type { BuyBusinessType } from '@/api/core/contract-trading';
import type { AcceptedOrder, PurchaseBody } from '@/api/order/contract-orders';
import { DEDUCT_PAID, PUBLIC_PRODUCT } from '@/shared/enums/fund';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import { feeModeRefusal } from '@/shared/trading';
import { SIGNING_TEXT } from '@/shared/trading/signing';

import { UNKNOWN_TRADE_ACCOUNT } from '../../account/rules';
import { ownsTradeAccount } from '../../account/store';
import { checkTradePassword } from '../../account/trade-password';
import { signingEvidenceGap } from '../../agreement/signing-evidence';
import { isAgreementSigned, isSummarySigned } from '../../agreement/store';
import type { Caller } from '../../auth/guard';
import type { AccountRow } from '../../auth/store';
import type { SessionRow } from '../../auth/store-tokens';
import { debitingLast } from '../../bank/card-debit';
import { fastPayLimitRefusal, payingCard } from '../../bank/fast-pay';
import type { CardRow } from '../../bank/store-cards';
import { documentVersion } from '../../contract/documents';
import type { Context } from '../../core/context';
import { faultSeam } from '../../core/fault-seam';
import { BusinessError, hint, ok } from '../../core/http/envelope';
import { parseYuan } from '../../core/money';
import { feeTableFor } from '../../fund/fee-tiers';
import { requireFund } from '../../fund/funds';
import type { FundSpec } from '../../fund/types';
import { orderSchedule, type OrderSchedule } from '../calendar/schedule';
import type { BindKey } from '../common/idempotency';
import { findOrder, insertOrder, placedOrderDates, type NewOrder } from '../common/store';
import { insertApplyRecord } from '../common/store-confirm';
import { dividendModeRefusal, dividendModesOfFund } from '../dividend/rules';
import { openPrivateOrder } from '../private/private-orders';
import { amountRefusal, limitState } from './limits';
import { quotePurchaseFee } from './rules';
import { buyVerifyData, investorSuitability } from './suitability';
import { acceptedOrder } from './view';
import { confirmedSuitability } from './written-confirmations';
import { recordConfirmations } from './written-evidence';

const agreementError = (message: string) => new BusinessError(RESPONSE_STATE.AGREEMENT_ERROR, message);

/** Public products: the summary read and confirmed; private: the electronic contract signed (spec §4 step 8). */
export function assertSigned(ctx: Context, accountId: number, spec: FundSpec): void {
  if (spec.productType === PUBLIC_PRODUCT) {
    const summary = spec.documents.summary;
    if (!summary) throw agreementError(SIGNING_TEXT.summaryMissing);
    if (!isSummarySigned(ctx, accountId, spec.code, summary.noticeCode)) {
      throw agreementError('请先阅读并确认产品资料概要');
    }
    return;
  }
  const contract = spec.documents.contract;
  if (!contract) throw agreementError(SIGNING_TEXT.contractMissing);
  // Signed in this version of the contract: a changed text is signed again.
  if (!isAgreementSigned(ctx, accountId, contract.noticeCode, documentVersion(spec, 'contract')))
    throw agreementError('请先签署电子合同');
  // The signature must rest on the evidence of every signing step, recorded as each happened.
  const gap = signingEvidenceGap(ctx, accountId, spec);
  if (gap) throw agreementError(gap);
}

/** The checks that need no secret, in the order of the portal's flow; answers the suitability result. */
function precheck(
  ctx: Context,
  account: AccountRow,
  spec: FundSpec,
  business: BuyBusinessType,
  body: PurchaseBody,
) {
  // Every written confirmation the rules ask for, in the statement's current version and words (U8, U10).
  const suitability = confirmedSuitability(ctx, account, spec, body.confirmations ?? []);
  const answer = orderSchedule(spec, business, ctx.clock.now());
  if (!answer.ok) throw hint(answer.reason);
  assertSigned(ctx, account.id, spec);
  if (!ownsTradeAccount(ctx, account.id, body.tradeAccount)) throw hint(UNKNOWN_TRADE_ACCOUNT);
  const card = payingCard(ctx, account.id, body);
  const feeModeProblem = feeModeRefusal(body.feeMode ?? 'A', spec.fees.backEnd);
  if (feeModeProblem) throw hint(feeModeProblem);
  const modeRefusal = body.dividendType ? dividendModeRefusal(spec, body.dividendType) : null;
  if (modeRefusal) throw hint(modeRefusal);
  const refusal = amountRefusal(ctx, account.id, spec, body.applySum, answer.schedule.tradeDate);
  if (refusal) throw hint(refusal);
  const cardRefusal =
    card && isFastPay(body) && fastPayLimitRefusal(ctx, card, body.applySum, ctx.clock.now());
  if (cardRefusal) throw hint(cardRefusal);
  return { ...suitability, card };
}

const isFastPay = (body: PurchaseBody) => body.capitalMode === '2';

interface OrderInput {
  account: AccountRow;
  session: SessionRow;
  spec: FundSpec;
  business: BuyBusinessType;
  body: PurchaseBody;
  card: CardRow | null;
  fastPay: boolean;
  checked: Pick<ReturnType<typeof precheck>, 'result' | 'specialCare' | 'confirmed'>;
  now: number;
  schedule: OrderSchedule;
}

/** The order, its private-order state, its trade record and the written confirmations' evidence. */
function writeOrder(ctx: Context, input: OrderInput): AcceptedOrder {
  const { account, session, spec, business, body, card, fastPay, checked, now, schedule } = input;
  const amount = parseYuan(body.applySum);
  const quote = quotePurchaseFee({
    table: feeTableFor(spec, business),
    amount,
    mode: body.feeMode ?? 'A',
    channel: 'online',
    backEndOffered: spec.fees.backEnd !== null,
  });
  faultSeam(ctx, 'fee');
  const paidAt = fastPay ? now : null;
  const newOrder: NewOrder = {
    account_id: account.id,
    trade_account: body.tradeAccount,
    fund_code: spec.code,
    business_type: business,
    apply_sum: amount.toFixed(2),
    fee_mode: body.feeMode ?? 'A',
    list_fee: quote.listFee.toFixed(2),
    fee: quote.fee.toFixed(2),
    capital_mode: body.capitalMode,
    bank_no: card?.bank_code ?? null,
    bank_account: card?.card_no ?? null,
    dividend_type: body.dividendType ?? dividendModesOfFund(spec)[0],
    first_purchase: limitState(ctx, account.id, spec.code, schedule.tradeDate).firstPurchase ? 1 : 0,
    ...placedOrderDates(now, schedule),
    remit_dead_date: body.capitalMode === '1' ? schedule.remittance.remitDeadDate : null,
    remittance_time: body.capitalMode === '1' ? schedule.remittance.remittanceTime : null,
    session_hash: session.token_hash,
    // Fast pay takes the money at once (the debit closes the transaction); a bank transfer is paid when it
    // arrives (server/order/buy/payment.ts).
    paid_at: paidAt,
    deduct_status: fastPay ? DEDUCT_PAID : null,
  };
  const appNo = insertOrder(ctx, newOrder);
  faultSeam(ctx, 'order');
  openPrivateOrder(ctx, spec, { appNo, accountId: account.id, at: now, paidAt });
  faultSeam(ctx, 'privateOrder');
  insertApplyRecord(ctx, appNo, newOrder, { amount: amount.toFixed(2), shares: '0.00' });
  faultSeam(ctx, 'tradeRecord');
  recordConfirmations(ctx, {
    confirmed: checked.confirmed,
    at: now,
    evidence: { accountId: account.id, sessionHash: session.token_hash, fundCode: spec.code, appNo },
    verify: buyVerifyData(investorSuitability(ctx, account), spec, checked.result, checked.specialCare),
  });
  faultSeam(ctx, 'confirmations');
  const order = acceptedOrder(findOrder(ctx, appNo) as NonNullable<ReturnType<typeof findOrder>>, spec.name);
  faultSeam(ctx, 'answer');
  return order;
}

/**
 * Places a buying order: every check of the flow, then the trade password (with its lock), then — in one
 * transaction, on the clock as it is then — the schedule and the limits again (the cut-off may have passed,
 * another order may have been placed while the password was checked), the order, its trade record, the
 * evidence of the investor's written confirmations, the Idempotency-Key bound to the answer and, last, the
 * fast-pay debit (FP4): a failure after the bank took the money gives it back (bank/card-debit.ts).
 */
export async function placeBuy(
  ctx: Context,
  caller: Caller,
  business: BuyBusinessType,
  body: PurchaseBody,
  bind: BindKey,
): Promise<AcceptedOrder> {
  const { account, session } = caller;
  const spec = requireFund(ctx, body.fundCode);
  const { card, ...checked } = precheck(ctx, account, spec, business, body);
  await checkTradePassword(ctx, account, body.password);

  return debitingLast(ctx, () => {
    // What may have changed while the password was checked: the clock (the cut-off) and other orders.
    const now = ctx.clock.now();
    const answer = orderSchedule(spec, business, now);
    if (!answer.ok) throw hint(answer.reason);
    const { schedule } = answer;
    const refusal = amountRefusal(ctx, account.id, spec, body.applySum, schedule.tradeDate);
    if (refusal) throw hint(refusal);
    const fastPay = card && isFastPay(body) ? card : null;
    // The card's day may have paid other orders meanwhile; then the bank answers the debit at once.
    const cardRefusal = fastPay && fastPayLimitRefusal(ctx, fastPay, body.applySum, now);
    if (cardRefusal) throw hint(cardRefusal);
    const input = {
      account,
      session,
      spec,
      business,
      body,
      card,
      fastPay: !!fastPay,
      checked,
      now,
      schedule,
    };
    const order = writeOrder(ctx, input);
    bind(order.appNo, ok(order, ORDER_ACCEPTED));
    faultSeam(ctx, 'bind');
    const debit = fastPay && { cardNo: fastPay.card_no, appNo: order.appNo, amount: order.applySum, at: now };
    return { value: order, debit };
  });
}

export const ORDER_ACCEPTED = '下单成功';
