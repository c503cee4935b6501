import {
  INITIAL_SUITABILITY_STATE,
  type SuitabilityEvent,
  type SuitabilityState,
  type SuitabilityVerdict,
  transition,
} from '@/features/suitability';

export const FUND = { fundCode: '000123', fundName: '国证稳健增长混合A' };
export const PERSON = { isNaturalPerson: true };
export const ORGANISATION = { isNaturalPerson: false };

export function createMockVerdict(partial: Partial<SuitabilityVerdict> = {}): SuitabilityVerdict {
  return {
    statusCode: 0,
    riskMatch: 1,
    investmentTimeMatch: 1,
    investmentVarietiesMatch: 1,
    highRiskProduct: 0,
    ...partial,
  };
}

/** Runs events from the idle state; returns the last state. */
export function play(events: SuitabilityEvent[], from: SuitabilityState = INITIAL_SUITABILITY_STATE) {
  return events.reduce(transition, from);
}

export const START: SuitabilityEvent = { type: 'START', fund: FUND, investor: PERSON };
export const TRADE_TIME_OK: SuitabilityEvent = { type: 'TRADE_TIME_CHECKED', isTrade: true };

/** START, a trading time, then the given suitability verdict. */
export function verified(partial: Partial<SuitabilityVerdict> = {}): SuitabilityEvent[] {
  return [START, TRADE_TIME_OK, { type: 'VERIFIED', verdict: createMockVerdict(partial) }];
}

/** The page's time of a press, as a dialog reports it (ISO 8601). */
export const PRESSED_AT = '2026-11-27T16:55:00.123+08:00';
export const CONFIRM: SuitabilityEvent = { type: 'CONFIRM', at: PRESSED_AT };
export const CONFIRM_AND_RECORD: SuitabilityEvent[] = [CONFIRM, { type: 'RECORDED' }];
