/** The rules' refusal lives in shared/ since the day arithmetic (shared/time) throws it on the page too. */
export { RuleError } from '@/shared/trading/rule-error';
