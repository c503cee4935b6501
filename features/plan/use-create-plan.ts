import type { CreatePlanBody, PlanView } from '@/api/order/contract-plans';
import { useCreatePlanMutation } from '@/api/order/endpoints-plans';
import { useOnceSubmission } from '@/features/trade-kit';

export type PlanChoice = Omit<CreatePlanBody, 'password'>;

const planBody = (choice: PlanChoice, password: string): CreatePlanBody => ({ ...choice, password });

/** A plan created once per intent: the trade password checked first, one Idempotency-Key (trade-kit). */
export function useCreatePlan() {
  const [create] = useCreatePlanMutation();
  return useOnceSubmission<PlanChoice, CreatePlanBody, PlanView>(create, planBody);
}
