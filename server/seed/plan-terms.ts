import type { Context } from '../core/context';
import { insertPlanTerms } from '../order/plan/store';

/** The demo funds that take 定投 plans, with their minimum per period (migration 041 for an older folder). */
export const PLAN_FUNDS: ReadonlyArray<[string, string]> = [
  ['970011', '100'],
  ['970031', '100'],
  ['970041', '100'],
  ['970051', '100'],
];

export function seedPlanTerms(ctx: Context): void {
  for (const [code, min] of PLAN_FUNDS) insertPlanTerms(ctx, code, min);
}
