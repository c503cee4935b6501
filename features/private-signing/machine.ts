/**
 * The private product's signing of spec §4 as a pure state machine: 1 the trade-password check, 2 the
 * e-signature engagement if not yet signed, 3 the contract read with a countdown, 4 the risk disclosure read
 * the same and signed on its own (募集行为管理办法: signed before the contract; review P9), 5 the investor
 * declaration (all 13 items), 6 sign the contract (verify, then sign; 签署失败 on failure). Missing files
 * stop with 电子合同文件缺失 / 风险揭示书文件缺失 before anything is read. Events that do not fit the state
 * are ignored.
 */
import { SIGNING_TEXT as T } from './texts';
import type { DeclarationItem, DocumentToRead, FundToSign, SigningFailure } from './types';

/** A dialog whose confirmation the back office records before the flow goes on. */
interface Recording {
  submitting: boolean;
  error?: string;
}

export interface SigningStop {
  title: string;
  message: string;
  /** The detail the back office gave, shown under the message. */
  detail?: string;
  /** The sign itself failed: 重试 signs again. */
  retry?: boolean;
}

export type SigningState =
  | { step: 'password'; fund: FundToSign }
  | { step: 'checking-engagement'; fund: FundToSign }
  | ({ step: 'engagement'; fund: FundToSign; url: string; fileName: string } & Recording)
  | { step: 'loading-contract'; fund: FundToSign }
  | ({ step: 'contract'; fund: FundToSign; document: DocumentToRead; counted: boolean } & Recording)
  | { step: 'loading-risk'; fund: FundToSign }
  | ({ step: 'risk'; fund: FundToSign; document: DocumentToRead; counted: boolean } & Recording)
  /** The disclosure read: its own signature, before the contract is signed. */
  | ({ step: 'risk-sign'; fund: FundToSign; document: DocumentToRead } & Recording)
  | { step: 'loading-declaration'; fund: FundToSign }
  | ({ step: 'declaration'; fund: FundToSign; items: DeclarationItem[]; ticked: string[] } & Recording)
  | { step: 'signing'; fund: FundToSign }
  | { step: 'stopped'; fund: FundToSign; stop: SigningStop }
  | { step: 'signed'; fund: FundToSign }
  | { step: 'cancelled'; fund: FundToSign };

export type SigningEvent =
  | { type: 'PASSWORD_OK' }
  | { type: 'ENGAGEMENT_CHECKED'; signed: boolean; url: string; fileName: string }
  /** riskMissing: the plan has no disclosure, so nothing is read or signed. */
  | { type: 'CONTRACT_LOADED'; document: DocumentToRead | null; riskMissing?: boolean }
  | { type: 'RISK_LOADED'; document: DocumentToRead | null }
  | { type: 'DECLARATION_LOADED'; items: DeclarationItem[] }
  | { type: 'COUNTDOWN_DONE' }
  | { type: 'TICK'; code: string; checked: boolean }
  | { type: 'CONFIRM' }
  | { type: 'RECORDED' }
  | { type: 'RECORD_FAILED'; failure: SigningFailure }
  | { type: 'CALL_FAILED'; failure: SigningFailure }
  | { type: 'SIGNED' }
  | { type: 'SIGN_FAILED'; failure: SigningFailure }
  | { type: 'RETRY' }
  | { type: 'CANCEL' };

export function startSigning(fund: FundToSign): SigningState {
  return { step: 'password', fund };
}

const WAITING = new Set<SigningState['step']>([
  'checking-engagement',
  'loading-contract',
  'loading-risk',
  'loading-declaration',
  'signing',
]);

const stopped = (fund: FundToSign, stop: SigningStop): SigningState => ({ step: 'stopped', fund, stop });
/** A document to read; one that asks no reading time counts as read at once. */
const reading = (step: 'contract' | 'risk', fund: FundToSign, document: DocumentToRead): SigningState => ({
  step,
  fund,
  document,
  counted: document.readSeconds <= 0,
  submitting: false,
});

/** The declaration can be sent only when every item is ticked (spec §4: all 13). */
export function allTicked(state: Extract<SigningState, { step: 'declaration' }>): boolean {
  return state.items.length > 0 && state.items.every((item) => state.ticked.includes(item.code));
}

function canConfirm(state: SigningState): boolean {
  switch (state.step) {
    case 'engagement':
    case 'risk-sign':
      return !state.submitting;
    case 'contract':
    case 'risk':
      return !state.submitting && state.counted;
    case 'declaration':
      return !state.submitting && allTicked(state);
    default:
      return false;
  }
}

function afterRecorded(state: SigningState): SigningState {
  const { fund } = state;
  switch (state.step) {
    case 'engagement':
      return { step: 'loading-contract', fund };
    case 'contract':
      return { step: 'loading-risk', fund };
    case 'risk':
      return { step: 'risk-sign', fund, document: state.document, submitting: false };
    case 'risk-sign':
      return { step: 'loading-declaration', fund };
    case 'declaration':
      return { step: 'signing', fund };
    default:
      return state;
  }
}

const isSubmitting = (state: SigningState) => 'submitting' in state && state.submitting;
const failureText = (failure: SigningFailure) => failure.message?.trim() || T.failed;

export function signingTransition(state: SigningState, event: SigningEvent): SigningState {
  const { fund } = state;
  switch (event.type) {
    case 'PASSWORD_OK':
      return state.step === 'password' ? { step: 'checking-engagement', fund } : state;
    case 'ENGAGEMENT_CHECKED':
      if (state.step !== 'checking-engagement') return state;
      return event.signed
        ? { step: 'loading-contract', fund }
        : { step: 'engagement', fund, url: event.url, fileName: event.fileName, submitting: false };
    case 'CONTRACT_LOADED':
      if (state.step !== 'loading-contract') return state;
      if (event.riskMissing) return stopped(fund, { title: T.failedTitle, message: T.riskMissing });
      if (!event.document) return stopped(fund, { title: T.failedTitle, message: T.contractMissing });
      return reading('contract', fund, event.document);
    case 'RISK_LOADED':
      if (state.step !== 'loading-risk') return state;
      if (!event.document) return stopped(fund, { title: T.failedTitle, message: T.riskMissing });
      return reading('risk', fund, event.document);
    case 'DECLARATION_LOADED':
      if (state.step !== 'loading-declaration') return state;
      return { step: 'declaration', fund, items: event.items, ticked: [], submitting: false };
    case 'COUNTDOWN_DONE':
      // The same object when nothing changes: a new one would make the hook record the reading again.
      if ((state.step !== 'contract' && state.step !== 'risk') || state.counted) return state;
      return { ...state, counted: true };
    case 'TICK': {
      if (state.step !== 'declaration' || state.submitting) return state;
      const others = state.ticked.filter((code) => code !== event.code);
      return { ...state, ticked: event.checked ? [...others, event.code] : others };
    }
    case 'CONFIRM':
      return canConfirm(state) ? ({ ...state, submitting: true, error: undefined } as SigningState) : state;
    case 'RECORDED':
      return isSubmitting(state) ? afterRecorded(state) : state;
    case 'RECORD_FAILED':
      if (!isSubmitting(state)) return state;
      if (event.failure.silent) return { step: 'cancelled', fund };
      return { ...state, submitting: false, error: failureText(event.failure) } as SigningState;
    case 'CALL_FAILED':
      if (!WAITING.has(state.step) || state.step === 'signing') return state;
      if (event.failure.silent) return { step: 'cancelled', fund };
      return stopped(fund, { title: T.failedTitle, message: failureText(event.failure) });
    case 'SIGNED':
      return state.step === 'signing' ? { step: 'signed', fund } : state;
    case 'SIGN_FAILED':
      if (state.step !== 'signing') return state;
      return stopped(fund, {
        title: T.signingTitle,
        message: T.signFailed,
        detail: event.failure.message?.trim() || undefined,
        retry: true,
      });
    case 'RETRY':
      return state.step === 'stopped' && state.stop.retry ? { step: 'signing', fund } : state;
    case 'CANCEL':
      if (WAITING.has(state.step) || isSubmitting(state) || state.step === 'signed') return state;
      return { step: 'cancelled', fund };
  }
}

/** The call a waiting step makes; the hook answers with the matching event. */
export type SigningCall = 'engagementStatus' | 'contractTemplate' | 'riskTemplate' | 'declaration' | 'sign';

export function signingCall(state: SigningState): SigningCall | null {
  switch (state.step) {
    case 'checking-engagement':
      return 'engagementStatus';
    case 'loading-contract':
      return 'contractTemplate';
    case 'loading-risk':
      return 'riskTemplate';
    case 'loading-declaration':
      return 'declaration';
    case 'signing':
      return 'sign';
    default:
      return null;
  }
}
