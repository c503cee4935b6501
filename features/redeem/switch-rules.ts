import { object, string } from 'yup';

import { ROUTES } from '@/shared/routing';
import { switchSharesRefusal } from '@/shared/trading';

import { SWITCH_TEXT_UI } from './switch-texts';

/** The switch page: ?id=<encoded fund code>&account=<encoded trade account>. */
export function switchOrderPath(fundCode: string, tradeAccount: string): string {
  return `${ROUTES.switchOrder}?id=${encodeURIComponent(fundCode)}&account=${encodeURIComponent(tradeAccount)}`;
}

export interface SwitchLimits {
  availableShares: string;
  minSwitchShares: string;
  minHoldShares: string;
}

export interface SwitchValues {
  target: string;
  shares: string;
}

/** Digits, then at most one point and one or two decimals. */
function isSharesText(text: string): boolean {
  const [int, frac, ...rest] = text.split('.');
  return rest.length === 0 && /^\d+$/.test(int) && (frac === undefined || /^\d{1,2}$/.test(frac));
}

/** Why these shares cannot be switched out of the holding (the back office's rule, shared/trading), or undefined. */
export function switchSharesError(input: string, limits: SwitchLimits): string | undefined {
  const text = input.trim();
  if (!text) return SWITCH_TEXT_UI.sharesRequired;
  if (!isSharesText(text)) return SWITCH_TEXT_UI.sharesFormat;
  return switchSharesRefusal(text, limits.availableShares, limits) ?? undefined;
}

export function switchSchema(limits: SwitchLimits) {
  return object({
    target: string().required(SWITCH_TEXT_UI.targetRequired),
    shares: string().test('switch-shares', '', function test(value) {
      const problem = switchSharesError(value ?? '', limits);
      return problem ? this.createError({ message: problem }) : true;
    }),
  });
}
