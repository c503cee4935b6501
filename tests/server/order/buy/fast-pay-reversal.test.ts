import { reverseDebit } from '@/server/bank/card-debit';
import { createClock } from '@/server/core/clock';
import { BUY_STEPS, type FaultStep } from '@/server/core/fault-seam';

import { startServer, type TestServer } from '../../support/server';
import { envelope, icbcCard, MONDAY_10AM, newKey, orderBody, postOrder, zhangReadyToBuy } from '../support';

/**
 * Trading-rules FP4: the fast-pay debit is the order's last act; a failure after the bank took the money
 * gives it back, once, in the card's movement book, and leaves no order.
 */
jest.setTimeout(180000);

const MONEY_MARKET = '970001';
const AFTER_DEBIT: FaultStep[] = ['debited', 'booked'];

let server: TestServer;
let failAt: FaultStep | null = null;
afterAll(() => server?.close());

interface Movement {
  request_id: string;
  app_no: string;
  kind: string;
  amount: string;
}
const movementsOf = (cardNo: string) =>
  server.app.portal.db.all<Movement>(
    'SELECT request_id, app_no, kind, amount FROM card_movements WHERE card_no = ? ORDER BY id',
    [cardNo],
  );
/** What the card lost in the book: debits less reversals, in fen. */
const takenFen = (movements: Movement[]) =>
  movements.reduce((fen, m) => fen + (m.kind === 'debit' ? 1 : -1) * Number(m.amount.replace('.', '')), 0);
const ordersOfZhang = () =>
  server.app.portal.db.all<{ app_no: string }>(
    "SELECT o.app_no FROM orders o JOIN accounts a ON a.id = o.account_id WHERE a.phone = '13800000001' AND o.capital_mode = '2'",
  );

describe('the fast-pay debit is the last act of the order (FP4)', () => {
  it('a failure at any step leaves no order and the card whole; after the debit, one reversal is booked', async () => {
    server = await startServer({
      clock: createClock(() => Date.parse(MONDAY_10AM)),
      testOnlyFault: (step) => {
        if (step === failAt) throw new Error(`fault injected at ${step}`);
      },
    });
    const zhang = await zhangReadyToBuy(server, MONEY_MARKET);
    const card = await icbcCard(zhang);
    const cardNo = server.app.portal.db.get<{ card_no: string }>(
      'SELECT card_no FROM bank_cards WHERE id = ?',
      [Number(card.id)],
    )?.card_no as string;
    const body = await orderBody(zhang, 'zhangSan', {
      fundCode: MONEY_MARKET,
      applySum: '1000.00',
      capitalMode: '2',
      bankNo: card.bankCode,
      bankAccount: card.id,
    });

    for (const step of BUY_STEPS) {
      failAt = step;
      const before = movementsOf(cardNo).length;
      const answer = envelope(await postOrder(zhang, '/v1/order/purchase', body, newKey()));
      expect([step, answer.state]).not.toEqual([step, 200000]);
      expect([step, ordersOfZhang()]).toEqual([step, []]);
      const added = movementsOf(cardNo).slice(before);
      expect([step, takenFen(movementsOf(cardNo))]).toEqual([step, 0]);
      if (AFTER_DEBIT.includes(step)) {
        // The bank took 1000.00 and gave it back: one debit, one reversal, of the same request.
        expect(added.map((m) => [m.kind, m.amount])).toEqual([
          ['debit', '1000.00'],
          ['reversal', '1000.00'],
        ]);
        expect(added[1].request_id).toBe(added[0].request_id);
      } else {
        expect([step, added]).toEqual([step, []]);
      }
      expect((await icbcCard(zhang)).fastPayLimits?.paidToday).toBe('0.00');
    }

    // A reversal asked again (a retry of the clean-up) is never booked twice.
    const [debit] = movementsOf(cardNo);
    reverseDebit(server.app.portal, {
      requestId: debit.request_id,
      cardNo,
      appNo: debit.app_no,
      amount: debit.amount,
      at: Date.parse(MONDAY_10AM),
    });
    expect(movementsOf(cardNo).filter((m) => m.kind === 'reversal')).toHaveLength(AFTER_DEBIT.length);
    expect(takenFen(movementsOf(cardNo))).toBe(0);

    // Nothing failing: the order stands, paid, and its debit is booked once, unreversed.
    failAt = null;
    const placed = envelope<{ appNo: string }>(await postOrder(zhang, '/v1/order/purchase', body, newKey()));
    expect(placed.state).toBe(200000);
    expect(ordersOfZhang()).toEqual([{ app_no: placed.data.appNo }]);
    const booked = movementsOf(cardNo).filter((m) => m.app_no === placed.data.appNo);
    expect(booked.map((m) => m.kind)).toContain('debit');
    expect(takenFen(movementsOf(cardNo))).toBe(100000);
    expect((await icbcCard(zhang)).fastPayLimits?.paidToday).toBe('1000.00');
  });
});
