/**
 * The fast-pay debit and its reversal (trading-rules FP4). The debit is the last act of the order's
 * transaction, after everything that can still undo the order, and is booked with it. When anything fails
 * after the bank took the money (the book, the commit), the order is undone but the bank's debit is not: the
 * debit and then its reversal are booked after the rollback, and the money given back once per request (the
 * book's key refuses a second reversal).
 */
import { randomUUID } from 'node:crypto';

import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { faultSeam } from '../core/fault-seam';
import { hint } from '../core/http/envelope';
import { PAYING_CARD_TEXT } from './fast-pay';
import { debitRefusalOf } from './store-debits';
import { bookMovement, type CardMovement } from './store-movements';

export type Debit = Omit<CardMovement, 'requestId'>;

/** Gives a debit taken for an order that was then undone back to the card, exactly once per request. */
export function reverseDebit(ctx: Context, debit: CardMovement): void {
  // The money taken goes into the book first: a reversal that fails leaves it there, unreversed, to be seen.
  bookMovement(ctx, debit, 'debit');
  // The local bank's credit is the booked reversal; a real bank is asked only when the reversal is new.
  bookMovement(ctx, { ...debit, at: ctx.clock.now() }, 'reversal');
}

/**
 * Runs `work` in one transaction and then, as its last act, the debit it names (or none): answered at once by
 * the bank (here: the local back office's bank, which refuses when told to by the dev hook). A refusal throws
 * and undoes the order, nothing taken; a failure after the bank took the money undoes the order and reverses
 * the debit.
 */
export function debitingLast<T>(ctx: Context, work: () => { value: T; debit: Debit | null }): T {
  let taken: CardMovement | null = null;
  try {
    return transaction(ctx, () => {
      const { value, debit } = work();
      if (!debit) return value;
      const refusal = debitRefusalOf(ctx, debit.cardNo);
      if (refusal) throw hint(PAYING_CARD_TEXT.refused(refusal));
      taken = { ...debit, requestId: randomUUID() };
      faultSeam(ctx, 'debited');
      bookMovement(ctx, taken, 'debit');
      faultSeam(ctx, 'booked');
      return value;
    });
  } catch (error) {
    if (taken) reverseDebit(ctx, taken);
    throw error;
  }
}
