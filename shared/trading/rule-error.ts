/**
 * A refusal by a pure rule (calendar, fees, order machine): the message is Chinese and fit to show the
 * investor; `kind` lets a route pick the response state without parsing text. Rules never know HTTP.
 */
export type RuleErrorKind =
  /** A date outside the exchange calendar's published range. */
  | 'calendar-range'
  /** A malformed value given to a rule (bad date, negative amount, too many decimals). */
  | 'bad-input'
  /** An order event its current state does not allow. */
  | 'invalid-transition'
  /** Something the rule needs does not exist yet (the NAV of the trade date, a holding lot). */
  | 'missing-data';

export class RuleError extends Error {
  constructor(
    readonly kind: RuleErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'RuleError';
  }
}
