import { useState } from 'react';

import { outcomeOf, type Outcome } from '@/api/core/outcome';
import type { PlanView } from '@/api/order/contract-plans';
import {
  useModifyPlanMutation,
  usePausePlanMutation,
  useResumePlanMutation,
  useStopPlanMutation,
} from '@/api/order/endpoints-plans';
import { useEncryptPasswords } from '@/features/encryption';
import { TradePasswordDialog } from '@/features/trade-password';
import { Button, showConfirm } from '@/shared/ui';

import { PlanModifyFields, type ModifyValues } from './plan-modify-fields';
import { PLAN_SCREEN_TEXT } from './texts';

type Asking = { kind: 'resume' } | { kind: 'modify'; values: ModifyValues } | null;

/** 暂停 / 恢复 / 修改 / 终止: resuming and changing take the trade password (debits follow from them). */
export function PlanActions({ plan, isNaturalPerson }: { plan: PlanView; isNaturalPerson: boolean }) {
  const [pause] = usePausePlanMutation();
  const [stop] = useStopPlanMutation();
  const [resume] = useResumePlanMutation();
  const [modify] = useModifyPlanMutation();
  const encrypt = useEncryptPasswords();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  if (plan.state === 'stopped') return null;
  const planNo = plan.planNo;

  const withPassword = async (password: string): Promise<Outcome> => {
    const encrypted = await encrypt({ password });
    if (!encrypted.ok) return encrypted;
    const secret = encrypted.value.password;
    const answer =
      asking?.kind === 'modify'
        ? await modify({
            planNo,
            amount: asking.values.amount,
            frequency: asking.values.frequency,
            day: Number(asking.values.day),
            password: secret,
            silent: true,
          })
        : await resume({ planNo, password: secret, silent: true });
    const outcome = outcomeOf(answer);
    return outcome.ok ? { ok: true, value: null } : outcome;
  };

  return (
    <div className="gz-plan-actions">
      {plan.state === 'active' ? (
        <Button onClick={() => void pause({ planNo })}>{PLAN_SCREEN_TEXT.pause}</Button>
      ) : (
        <Button type="primary" onClick={() => setAsking({ kind: 'resume' })}>
          {PLAN_SCREEN_TEXT.resume}
        </Button>
      )}
      <Button onClick={() => setEditing(true)}>{PLAN_SCREEN_TEXT.modify}</Button>
      <Button
        onClick={() =>
          void showConfirm({ title: PLAN_SCREEN_TEXT.stop, message: PLAN_SCREEN_TEXT.stopConfirm }).then(
            (yes) => {
              if (yes) void stop({ planNo });
            },
          )
        }
      >
        {PLAN_SCREEN_TEXT.stop}
      </Button>
      <PlanModifyFields
        open={editing}
        plan={plan}
        onCancel={() => setEditing(false)}
        onSave={(values) => {
          setEditing(false);
          setAsking({ kind: 'modify', values });
        }}
      />
      <TradePasswordDialog
        open={asking !== null}
        title={asking?.kind === 'modify' ? PLAN_SCREEN_TEXT.modifyTitle : PLAN_SCREEN_TEXT.resumeTitle}
        description={plan.fundName}
        isNaturalPerson={isNaturalPerson}
        submit={withPassword}
        onSuccess={() => setAsking(null)}
        onClose={() => setAsking(null)}
      />
    </div>
  );
}
