import Big from 'big.js';
import { useRef, useState } from 'react';

import { isOutcomeUnknown, readError, succeed, type Outcome } from '@/api/core/outcome';
import type { RedeemableHolding } from '@/api/fund/contract';
import type { QuickCashDone } from '@/api/order/contract-quick-cash';
import { useFetchQuickCashQuery, usePlaceQuickCashMutation } from '@/api/order/endpoints-quick-cash';
import { useEncryptPasswords } from '@/features/encryption';
import { cardWords, makeIdempotencyKey, normalizeAmountInput } from '@/features/trade-kit';
import { TradePasswordDialog } from '@/features/trade-password';
import { formatMoney } from '@/shared/format';
import { categoryPolicyOfCode, parseQuickCashAmount, quickCashRefusal } from '@/shared/trading';
import { Button, FormItem, TextInput } from '@/shared/ui';

import { QUICK_CASH_WORDS as WORDS } from './quick-cash-texts';

export interface QuickCashProps {
  holding: RedeemableHolding;
  isNaturalPerson: boolean;
  /** After a withdrawal: the holding's shares changed at once. */
  onWithdrawn?: () => void;
}

/**
 * 快速取现 (T+0) beside 普通取现, for a money-market fund that offers it: what is left of today's 1万元,
 * the amount checked by the same rule as the back office (shared/trading/quick-cash.ts) before the trade
 * password, then sent once per intent (one Idempotency-Key per amount: a retry replays the first answer).
 */
export function QuickCash({ holding, isNaturalPerson, onWithdrawn }: QuickCashProps) {
  const categoryOffers = categoryPolicyOfCode(holding.productCategory).quickCash;
  const room = useFetchQuickCashQuery(
    { fundCode: holding.fundCode, tradeAccount: holding.tradeAccount, silent: true },
    { skip: !categoryOffers },
  );
  const [place] = usePlaceQuickCashMutation();
  const encrypt = useEncryptPasswords();
  const [amount, setAmount] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<QuickCashDone | null>(null);
  const intent = useRef<{ amount: string; key: string } | null>(null);
  const data = room.data;
  if (!categoryOffers || !data?.offered) return null;

  const parsed = parseQuickCashAmount(amount);
  const wire = parsed?.toFixed(2) ?? '';
  const check = () => {
    const reason = quickCashRefusal(parsed, {
      leftToday: data.leftToday,
      poolLeft: data.poolLeft,
      available: data.availableShares,
    });
    setRefusal(reason);
    if (!reason) setAsking(true);
  };
  const submit = async (password: string): Promise<Outcome> => {
    const encrypted = await encrypt({ password });
    if (!encrypted.ok) return encrypted;
    if (intent.current?.amount !== wire) intent.current = { amount: wire, key: makeIdempotencyKey() };
    const answer = await place({
      fundCode: holding.fundCode,
      tradeAccount: holding.tradeAccount,
      amount: wire,
      password: encrypted.value.password,
      idempotencyKey: intent.current.key,
      silent: true,
    });
    if (answer.error !== undefined) {
      const failure = readError(answer.error);
      return isOutcomeUnknown(failure.state ?? -3) ? { ...failure, message: WORDS.unknown } : failure;
    }
    intent.current = null;
    setDone(answer.data);
    setAmount('');
    onWithdrawn?.();
    return succeed(null);
  };

  return (
    <section className="gz-quick-cash" aria-labelledby="gz-quick-cash-title">
      <h2 id="gz-quick-cash-title" className="gz-quick-cash__title">
        {WORDS.title}
      </h2>
      <p>{WORDS.lead}</p>
      <p className="gz-quick-cash__left" role="status">
        {WORDS.leftToday(formatMoney(data.leftToday))}
      </p>
      <p>{WORDS.poolLeft(formatMoney(data.poolLeft))}</p>
      {data.card && <p>{WORDS.card(cardWords(data.card))}</p>}
      {done && (
        <div className="gz-quick-cash__done" role="alert">
          <strong>{WORDS.doneTitle}</strong>
          <p>
            {WORDS.doneFacts(formatMoney(done.amount), cardWords(done.card), formatMoney(done.leftToday))}
          </p>
        </div>
      )}
      <FormItem label={WORDS.amount} error={refusal}>
        <TextInput
          name="quickCashAmount"
          value={amount}
          onChange={(value) => {
            setAmount(normalizeAmountInput(value));
            setRefusal(null);
          }}
          inputMode="decimal"
          autoComplete="off"
          maxLength={16}
          append={WORDS.unit}
          size="large"
        />
      </FormItem>
      <div className="gz-quick-cash__actions">
        <Button onClick={() => setAmount(minOf(data.leftToday, data.poolLeft, data.availableShares))}>
          {WORDS.all}
        </Button>
        <Button type="primary" onClick={check}>
          {WORDS.submit}
        </Button>
      </div>
      <p className="gz-quick-cash__ordinary">{WORDS.ordinary}</p>
      <TradePasswordDialog
        open={asking}
        isNaturalPerson={isNaturalPerson}
        description={WORDS.passwordFor(holding.fundName, formatMoney(wire))}
        submit={submit}
        onSuccess={() => setAsking(false)}
        onClose={() => setAsking(false)}
      />
    </section>
  );
}

/** The most that can be withdrawn quickly now: the least of the quota left, the pool left and the shares. */
const minOf = (...values: string[]) =>
  values.reduce((least, v) => (new Big(v).lt(least) ? v : least), values[0]);
