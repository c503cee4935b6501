import { RESPONSE_STATE } from '@/shared/enums';
import { RISK_LEVEL_TEST_QUERY, ROUTES } from '@/shared/routing';
import { SUITABILITY_REFUSAL_TEXT as REFUSAL } from '@/shared/trading';

import { SUITABILITY_TEXT as T } from './texts';
import type { CallFailure, InvestorUnderCheck } from './types';

/** Why the verification stopped; each reason is one dialog. */
export type StopReason =
  | 'not-trading-time'
  | 'missing-factors'
  | 'not-qualified'
  | 'qualification-expired'
  | 'no-risk-level'
  | 'risk-expired'
  | 'lowest-risk'
  | 'no-trade-account'
  | 'blacklist'
  | 'not-allowed'
  | 'summary-missing'
  | 'failed';

/** A way out of a stop dialog: a hash route of the index page (with its query). */
export interface StopAction {
  label: string;
  to: string;
}

export interface Stop {
  reason: StopReason;
  title: string;
  /** Server messages land here too: render as text, never as HTML. */
  message: string;
  note?: string;
  action?: StopAction;
  /** The check itself failed (network, server): the dialog offers 重试. */
  retry?: boolean;
}

const CERTIFICATION = ROUTES.conformCertification;
const RISK_TEST = `${ROUTES.riskLevel}?${new URLSearchParams(RISK_LEVEL_TEST_QUERY).toString()}`;

function certificationStop(
  reason: 'not-qualified' | 'qualification-expired',
  investor: InvestorUnderCheck,
): Stop {
  const message =
    REFUSAL[reason === 'not-qualified' ? RESPONSE_STATE.DUAL_400011 : RESPONSE_STATE.DUAL_400012];
  // Organisations cannot certify online (spec §6): no link, the adviser and the hotline instead.
  if (!investor.isNaturalPerson)
    return { reason, title: T.notQualifiedTitle, message, note: T.orgCertification };
  const label = reason === 'not-qualified' ? T.certify : T.recertify;
  return { reason, title: T.notQualifiedTitle, message, action: { label, to: CERTIFICATION } };
}

/** A stop the investor cannot clear here: the reason in words and the hotline. */
function supportStop(reason: StopReason, message: string): Stop {
  return { reason, title: T.tipTitle, message, note: T.contactSupport };
}

function riskStop(reason: 'no-risk-level' | 'risk-expired' | 'lowest-risk'): Stop {
  const message = {
    'no-risk-level': REFUSAL[RESPONSE_STATE.DUAL_400013],
    'risk-expired': REFUSAL[RESPONSE_STATE.DUAL_400014],
    'lowest-risk': REFUSAL[RESPONSE_STATE.LOWEST_RISK_LEVEL],
  }[reason];
  const label = reason === 'no-risk-level' ? T.takeRiskTest : T.retakeRiskTest;
  return { reason, title: T.riskTitle, message, action: { label, to: RISK_TEST } };
}

/**
 * The dialog for a failed call of the chain (spec §8): 400010–400016 and 402016 are the verification's own
 * answers; anything else means the check could not be made and may be retried.
 */
export function stopForFailure(failure: CallFailure, investor: InvestorUnderCheck): Stop {
  const serverMessage = failure.message?.trim();
  switch (Number(failure.state)) {
    case RESPONSE_STATE.NO_FUND_FACTORS:
      return supportStop('missing-factors', REFUSAL[RESPONSE_STATE.NO_FUND_FACTORS]);
    case RESPONSE_STATE.DUAL_400011:
      return certificationStop('not-qualified', investor);
    case RESPONSE_STATE.DUAL_400012:
      return certificationStop('qualification-expired', investor);
    case RESPONSE_STATE.DUAL_400013:
      return riskStop('no-risk-level');
    case RESPONSE_STATE.DUAL_400014:
      return riskStop('risk-expired');
    case RESPONSE_STATE.LOWEST_RISK_LEVEL:
      return riskStop('lowest-risk');
    case RESPONSE_STATE.NO_TRADE_ACCOUNT:
      return supportStop('no-trade-account', REFUSAL[RESPONSE_STATE.NO_TRADE_ACCOUNT]);
    case RESPONSE_STATE.BLACKLIST:
      return supportStop('blacklist', serverMessage || REFUSAL[RESPONSE_STATE.BLACKLIST]);
    default:
      return failedStop(serverMessage);
  }
}

/** The check could not be made (network, server, an answer we cannot read): the dialog offers 重试. */
export function failedStop(serverMessage?: string): Stop {
  return { reason: 'failed', title: T.tipTitle, message: serverMessage?.trim() || T.failed, retry: true };
}

export function notTradingTimeStop(serverMessage?: string): Stop {
  return {
    reason: 'not-trading-time',
    title: T.notTradingTimeTitle,
    message: serverMessage?.trim() || T.notTradingTime,
  };
}

export const NOT_ALLOWED_STOP = supportStop('not-allowed', T.notAllowed);

export const SUMMARY_MISSING_STOP = supportStop('summary-missing', T.summaryMissing);
