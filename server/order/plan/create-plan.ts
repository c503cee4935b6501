import type { CreatePlanBody, PlanView } from '@/api/order/contract-plans';
import { PUBLIC_PRODUCT } from '@/shared/enums/fund';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import { shanghaiParts } from '@/shared/time';
import { planAmountRefusal, planCycleRefusal } from '@/shared/trading';

import { UNKNOWN_TRADE_ACCOUNT } from '../../account/rules';
import { ownsTradeAccount } from '../../account/store';
import { checkTradePassword } from '../../account/trade-password';
import type { Caller } from '../../auth/guard';
import type { AccountRow } from '../../auth/store';
import { payingCard } from '../../bank/fast-pay';
import type { Context } from '../../core/context';
import { transaction } from '../../core/db/database';
import { BusinessError, hint } from '../../core/http/envelope';
import { parseYuan } from '../../core/money';
import { requireFund } from '../../fund/funds';
import type { FundSpec } from '../../fund/types';
import { assertSigned } from '../buy/place-buy';
import { buyVerifyData, investorSuitability } from '../buy/suitability';
import { confirmedSuitability } from '../buy/written-confirmations';
import { recordConfirmations } from '../buy/written-evidence';
import { orderSchedule } from '../calendar/schedule';
import { fingerprint } from '../common/idempotency';
import { PLAN_REFUSAL } from './rules';
import { firstPeriod } from './schedule';
import { insertPlan, planByKey, planMinimumOf, findPlan } from './store';
import { planView } from './view';

export const CREATE_ROUTE = '/v1/plan/create';

/** The fund a plan may be made on, with its minimum per period; refuses (in words) any other. */
export function planFund(ctx: Context, fundCode: string): { spec: FundSpec; minAmount: string } {
  const spec = requireFund(ctx, fundCode);
  if (spec.productType !== PUBLIC_PRODUCT) throw hint(PLAN_REFUSAL.notPublic);
  const minAmount = planMinimumOf(ctx, fundCode);
  if (minAmount === undefined) throw hint(PLAN_REFUSAL.notPlanned);
  return { spec, minAmount };
}

/** Every check of a purchase that needs no secret, in the purchase's order, then the plan's own. */
function precheck(ctx: Context, account: AccountRow, body: CreatePlanBody) {
  const { spec, minAmount } = planFund(ctx, body.fundCode);
  const cycleRefusal = planCycleRefusal(body);
  if (cycleRefusal) throw hint(cycleRefusal);
  const amountRefusal = planAmountRefusal(body.amount, minAmount);
  if (amountRefusal) throw hint(amountRefusal);
  const suitability = confirmedSuitability(ctx, account, spec, body.confirmations ?? []);
  // The fund must take purchases now (not 暂停申购 or closed): each period is a purchase.
  const answer = orderSchedule(spec, 'Purchase', ctx.clock.now());
  if (!answer.ok) throw hint(answer.reason);
  assertSigned(ctx, account.id, spec);
  if (!ownsTradeAccount(ctx, account.id, body.tradeAccount)) throw hint(UNKNOWN_TRADE_ACCOUNT);
  const card = payingCard(ctx, account.id, {
    capitalMode: '2',
    bankNo: body.bankNo,
    bankAccount: body.bankAccount,
  });
  if (!card) throw hint(PLAN_REFUSAL.cardGone);
  return { spec, ...suitability, card };
}

const conflict = () => new BusinessError(RESPONSE_STATE.IDEMPOTENCY_CONFLICT, PLAN_REFUSAL.keyConflict, 409);

/**
 * Creates a plan: the checks of a purchase (suitability, the written confirmations, the product summary
 * read, the trade account, a fast-pay card), the trade password, then in one transaction the plan and the
 * evidence of the confirmations. The Idempotency-Key is the plan's own: a replay (or a double click that
 * waited on the password) answers the plan made first; the same key with another content is refused.
 */
export async function createPlan(
  ctx: Context,
  caller: Caller,
  body: CreatePlanBody,
  key: string,
): Promise<{ plan: PlanView; replayed: boolean }> {
  const { account, session } = caller;
  const print = fingerprint(CREATE_ROUTE, body);
  const replay = () => {
    const earlier = planByKey(ctx, account.id, key);
    if (!earlier) return null;
    if (earlier.fingerprint !== print) throw conflict();
    return { plan: planView(ctx, earlier), replayed: true };
  };
  const before = replay();
  if (before) return before;
  const checked = precheck(ctx, account, body);
  await checkTradePassword(ctx, account, body.password);
  return transaction(ctx, () => {
    const again = replay();
    if (again) return again;
    const now = ctx.clock.now();
    const today = shanghaiParts(now).date;
    const first = firstPeriod(body, today);
    const planNo = insertPlan(
      ctx,
      {
        account_id: account.id,
        idempotency_key: key,
        fingerprint: print,
        trade_account: body.tradeAccount,
        fund_code: checked.spec.code,
        amount: parseYuan(body.amount).toFixed(2),
        frequency: body.frequency,
        day: body.day,
        anchor_date: first.periodDate,
        next_date: first.periodDate,
        card_id: checked.card.id,
        state: 'active',
        paused_by_failures: 0,
        failures: 0,
        session_hash: session.token_hash,
        created_at: now,
        updated_at: now,
      },
      today,
    );
    recordConfirmations(ctx, {
      confirmed: checked.confirmed,
      at: now,
      evidence: {
        accountId: account.id,
        sessionHash: session.token_hash,
        fundCode: checked.spec.code,
        appNo: null,
      },
      verify: buyVerifyData(
        investorSuitability(ctx, account),
        checked.spec,
        checked.result,
        checked.specialCare,
      ),
    });
    return {
      plan: planView(ctx, findPlan(ctx, planNo) as NonNullable<ReturnType<typeof findPlan>>),
      replayed: false,
    };
  });
}
