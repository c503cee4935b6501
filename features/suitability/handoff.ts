import type { Confirmed, Run } from './machine';
import type { SuitabilityVerdict, WrittenConfirmation } from './types';

/**
 * The list page runs the chain before it navigates (spec §2); the order page must not ask the investor to
 * confirm the same things again a moment later, yet must not trust a stale pass either. A passed run is
 * kept in this page's memory for a short while, keyed by fund; a reload or an old pass means the order
 * page runs the chain itself. The back office checks again anyway: an order lacking a confirmation it
 * needs is refused.
 */
export interface PassedCheck {
  fundCode: string;
  verdict?: SuitabilityVerdict;
  confirmed: Confirmed;
  /** Browser time of the pass; only used for the pass's own lifetime, never for a business cut-off. */
  at: number;
}

export const PASS_TTL_MS = 10 * 60 * 1000;

const passes = new Map<string, PassedCheck>();

export function rememberPass(run: Run, at: number = Date.now()): void {
  passes.set(run.fund.fundCode, {
    fundCode: run.fund.fundCode,
    verdict: run.verdict,
    confirmed: run.confirmed,
    at,
  });
}

/** The pass for this fund if it is fresh; an old one is dropped. */
export function passFor(fundCode: string, now: number = Date.now()): PassedCheck | undefined {
  const pass = passes.get(fundCode);
  if (!pass) return undefined;
  if (now - pass.at > PASS_TTL_MS || now < pass.at) {
    passes.delete(fundCode);
    return undefined;
  }
  return pass;
}

/** After an order: the next one checks again. */
export function forgetPass(fundCode: string): void {
  passes.delete(fundCode);
}

/** The order body's written confirmations, one per dialog confirmed (absent when there was none). */
export function orderConfirmations(confirmed: Confirmed): { confirmations?: WrittenConfirmation[] } {
  return confirmed.statements.length > 0 ? { confirmations: [...confirmed.statements] } : {};
}
