/**
 * The purchase verification of trading-accounts.md §4 as a pure state machine. The screen sends events and
 * renders the state: a waiting step names the call to make (see pendingCall), a dialog step names the
 * dialog. Order: the trading-time validation (§2: buy buttons check it first), then 1 the suitability check
 * (GET /v1/order/buyVerify; its error codes are 2 fund factors, 3 qualification, 4 risk level, 5 trade
 * account and the blacklist), 6 the comparison dialogs, 7 the high-risk notice and the special-care notice
 * (办法 特别注意义务: buyVerify's specialCare), 8 agreement signing, then
 * the order screen. Events that do not fit the state are ignored, which is what makes a double click
 * harmless.
 */
import { PRIVATE_PRODUCT, PUBLIC_PRODUCT } from '@/shared/enums/fund';
import { ROUTES } from '@/shared/routing';
import { mismatchStatementId } from '@/shared/trading';

import {
  failedStop,
  NOT_ALLOWED_STOP,
  notTradingTimeStop,
  type Stop,
  stopForFailure,
  SUMMARY_MISSING_STOP,
} from './stops';
import { SUITABILITY_TEXT } from './texts';
import type {
  AgreementStatus,
  CallFailure,
  FundUnderCheck,
  InvestorUnderCheck,
  MismatchKind,
  ProductSummary,
  SpecialCareReason,
  SuitabilityVerdict,
  WrittenConfirmation,
} from './types';
import { specialCareOf, withStatement } from './written';

/** What the investor has confirmed in writing so far, dialog by dialog; the order carries it (confirmations). */
export interface Confirmed {
  statements: WrittenConfirmation[];
}

/** What every step after START carries. */
export interface Run {
  fund: FundUnderCheck;
  investor: InvestorUnderCheck;
  /** The suitability verdict, once buyVerify answered (the order page's card reads it). */
  verdict?: SuitabilityVerdict;
  confirmed: Confirmed;
}

function newRun(fund: FundUnderCheck, investor: InvestorUnderCheck): Run {
  return { fund, investor, confirmed: { statements: [] } };
}

/** A dialog the investor confirms; the confirmation is recorded by the server before the chain goes on. */
interface Confirmable {
  submitting: boolean;
  /** When the investor pressed the button, by the page's clock (ISO 8601): the order reports it. */
  confirmedAt?: string;
  /** Why the last recording failed (server text or our fallback). */
  error?: string;
}

export type SuitabilityState =
  | { step: 'idle' }
  | { step: 'checking-trade-time'; run: Run }
  | { step: 'verifying'; run: Run }
  | { step: 'stopped'; run: Run; stop: Stop }
  | ({ step: 'mismatch'; run: Run; kind: MismatchKind; remaining: MismatchKind[] } & Confirmable)
  | ({ step: 'high-risk'; run: Run } & Confirmable)
  /** An ordinary investor who is a special one (65 or older, first purchase): the special-care notice. */
  | ({ step: 'special-care'; run: Run; reasons: SpecialCareReason[] } & Confirmable)
  | { step: 'checking-agreement'; run: Run }
  | { step: 'loading-summary'; run: Run }
  | ({ step: 'summary'; run: Run; summary: ProductSummary } & Confirmable)
  /** Private products not yet signed: issue 14's signing flow takes over and answers PRIVATE_SIGNED. */
  | { step: 'private-signing'; run: Run }
  | { step: 'done'; run: Run; to: string }
  | { step: 'cancelled'; run: Run };

export type SuitabilityEvent =
  | { type: 'START'; fund: FundUnderCheck; investor: InvestorUnderCheck }
  | { type: 'TRADE_TIME_CHECKED'; isTrade: boolean; message?: string }
  | { type: 'VERIFIED'; verdict: SuitabilityVerdict }
  | { type: 'AGREEMENT_CHECKED'; status: AgreementStatus }
  /** null: the back office has no summary file for this product. */
  | { type: 'SUMMARY_LOADED'; summary: ProductSummary | null }
  /** A call of a waiting step failed. */
  | { type: 'CALL_FAILED'; failure: CallFailure }
  /** at: the page's time of the press (new Date().toISOString()), reported with the order. */
  | { type: 'CONFIRM'; at: string }
  | { type: 'RECORDED' }
  | { type: 'RECORD_FAILED'; failure: CallFailure }
  | { type: 'PRIVATE_SIGNED' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' };

export const INITIAL_SUITABILITY_STATE: SuitabilityState = { step: 'idle' };

const COMPARISON_ORDER: readonly MismatchKind[] = ['risk', 'horizon', 'varieties'];
const PROFESSIONAL = '6';
const MATCH = '0';
const MISMATCH = '1';
const NOT_ALLOWED = '3';
const SIGNED = '1';
const FAILED_TEXT = SUITABILITY_TEXT.failed;

/** TradeCenterBuyOrder: /trade-center/purchase/order?id=<encoded fund code>. */
export function purchaseOrderPath(fundCode: string): string {
  return `${ROUTES.purchaseOrder}?id=${encodeURIComponent(fundCode)}`;
}

function isFlagSet(value: number | string | boolean): boolean {
  return value === true || String(value) === '1';
}

/** The comparisons to confirm, in the spec's order; status 1 means the risk does not match whatever the flag. */
export function mismatchesOf(verdict: SuitabilityVerdict): MismatchKind[] {
  const status = String(verdict.statusCode);
  const failing: Record<MismatchKind, boolean> = {
    risk: status === MISMATCH || String(verdict.riskMatch) === '0',
    horizon: String(verdict.investmentTimeMatch) === '0',
    varieties: String(verdict.investmentVarietiesMatch) === '0',
  };
  return COMPARISON_ORDER.filter((kind) => failing[kind]);
}

function stopped(run: Run, stop: Stop): SuitabilityState {
  return { step: 'stopped', run, stop };
}

function afterComparisons(run: Run): SuitabilityState {
  const highRisk = run.verdict !== undefined && isFlagSet(run.verdict.highRiskProduct);
  return highRisk ? { step: 'high-risk', run, submitting: false } : afterHighRisk(run);
}

/** The back office names the special investors (buyVerify specialCare); the page only shows the notice. */
function afterHighRisk(run: Run): SuitabilityState {
  const reasons = specialCareOf(run.verdict);
  return reasons.length > 0
    ? { step: 'special-care', run, reasons, submitting: false }
    : { step: 'checking-agreement', run };
}

function comparisonsFrom(run: Run, pending: MismatchKind[]): SuitabilityState {
  const [kind, ...remaining] = pending;
  if (!kind) return afterComparisons(run);
  return { step: 'mismatch', run, kind, remaining, submitting: false };
}

/** What buyVerify's statusCode says: 3 not for sale to them, 6 a professional (not compared), 0 or 1 compared. */
export function verdictOutcome(
  verdict: SuitabilityVerdict,
): 'not-allowed' | 'professional' | 'compared' | 'unreadable' {
  const status = String(verdict.statusCode);
  if (status === NOT_ALLOWED) return 'not-allowed';
  if (status === PROFESSIONAL) return 'professional';
  return status === MATCH || status === MISMATCH ? 'compared' : 'unreadable';
}

function onVerified(checked: Run, verdict: SuitabilityVerdict): SuitabilityState {
  const run = { ...checked, verdict };
  const outcome = verdictOutcome(verdict);
  if (outcome === 'not-allowed') return stopped(run, NOT_ALLOWED_STOP);
  if (outcome === 'professional') return afterComparisons(run);
  if (outcome === 'unreadable') return stopped(run, failedStop());
  return comparisonsFrom(run, mismatchesOf(verdict));
}

function onAgreement(run: Run, status: AgreementStatus): SuitabilityState {
  const signed = String(status.statusCode) === SIGNED;
  const type = String(status.productType);
  if (type === PUBLIC_PRODUCT) return signed ? done(run) : { step: 'loading-summary', run };
  if (type === PRIVATE_PRODUCT) return signed ? done(run) : { step: 'private-signing', run };
  return stopped(run, failedStop());
}

function done(run: Run): SuitabilityState {
  return { step: 'done', run, to: purchaseOrderPath(run.fund.fundCode) };
}

/** The next step once the open dialog's confirmation is recorded. */
function afterRecorded(state: SuitabilityState): SuitabilityState {
  switch (state.step) {
    case 'mismatch':
      return comparisonsFrom(
        withStatement(state.run, mismatchStatementId(state.kind), state.confirmedAt),
        state.remaining,
      );
    case 'high-risk':
      return afterHighRisk(withStatement(state.run, 'high-risk', state.confirmedAt));
    case 'special-care':
      return { step: 'checking-agreement', run: withStatement(state.run, 'special-care', state.confirmedAt) };
    case 'summary':
      return done(state.run);
    default:
      return state;
  }
}

const WAITING = new Set<SuitabilityState['step']>([
  'checking-trade-time',
  'verifying',
  'checking-agreement',
  'loading-summary',
]);
const CONFIRMABLE = new Set<SuitabilityState['step']>(['mismatch', 'high-risk', 'special-care', 'summary']);
const RESTARTABLE = new Set<SuitabilityState['step']>(['idle', 'stopped', 'done', 'cancelled']);
const CANCELLABLE = new Set<SuitabilityState['step']>(['stopped', 'private-signing', ...CONFIRMABLE]);

function isSubmitting(state: SuitabilityState): boolean {
  return 'submitting' in state && state.submitting;
}

export function transition(state: SuitabilityState, event: SuitabilityEvent): SuitabilityState {
  switch (event.type) {
    case 'START':
      if (!RESTARTABLE.has(state.step)) return state;
      return { step: 'checking-trade-time', run: newRun(event.fund, event.investor) };
    case 'RETRY':
      if (state.step !== 'stopped' || !state.stop.retry) return state;
      return { step: 'checking-trade-time', run: newRun(state.run.fund, state.run.investor) };
    case 'CANCEL':
      if (!CANCELLABLE.has(state.step) || isSubmitting(state) || !('run' in state)) return state;
      return { step: 'cancelled', run: state.run };
    case 'TRADE_TIME_CHECKED':
      if (state.step !== 'checking-trade-time') return state;
      return event.isTrade
        ? { step: 'verifying', run: state.run }
        : stopped(state.run, notTradingTimeStop(event.message));
    case 'VERIFIED':
      return state.step === 'verifying' ? onVerified(state.run, event.verdict) : state;
    case 'AGREEMENT_CHECKED':
      return state.step === 'checking-agreement' ? onAgreement(state.run, event.status) : state;
    case 'SUMMARY_LOADED':
      if (state.step !== 'loading-summary') return state;
      if (!event.summary || !event.summary.fileName.trim()) return stopped(state.run, SUMMARY_MISSING_STOP);
      return { step: 'summary', run: state.run, summary: event.summary, submitting: false };
    case 'CALL_FAILED':
      if (!WAITING.has(state.step) || !('run' in state)) return state;
      if (event.failure.silent) return { step: 'cancelled', run: state.run };
      return stopped(state.run, stopForFailure(event.failure, state.run.investor));
    case 'CONFIRM':
      if (!CONFIRMABLE.has(state.step) || isSubmitting(state)) return state;
      return { ...state, submitting: true, error: undefined, confirmedAt: event.at } as SuitabilityState;
    case 'RECORDED':
      return isSubmitting(state) ? afterRecorded(state) : state;
    case 'RECORD_FAILED':
      if (!isSubmitting(state)) return state;
      return {
        ...state,
        submitting: false,
        error: event.failure.silent ? undefined : event.failure.message?.trim() || FAILED_TEXT,
      } as SuitabilityState;
    case 'PRIVATE_SIGNED':
      return state.step === 'private-signing' ? done(state.run) : state;
  }
}
