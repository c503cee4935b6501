import Big from 'big.js';
import { useState } from 'react';

import type { PlanView } from '@/api/order/contract-plans';
import type { PlanFrequency } from '@/shared/trading';
import { Button, Dialog, FormItem, TextInput } from '@/shared/ui';

import { AMOUNT_FORMAT, amountProblem } from './amount';
import { CycleFields } from './cycle-fields';
import { PLAN_SCREEN_TEXT } from './texts';

export interface ModifyValues {
  amount: string;
  frequency: PlanFrequency;
  day: string;
}

/** The amount and the cycle, changed in a dialog; the back office checks the fund's minimum again. */
export function PlanModifyFields(props: {
  open: boolean;
  plan: PlanView;
  onCancel: () => void;
  onSave: (values: ModifyValues) => void;
}) {
  const { plan } = props;
  const [amount, setAmount] = useState(new Big(plan.amount).toString());
  const [cycle, setCycle] = useState({ frequency: plan.frequency, day: String(plan.day) });
  const problem = amountProblem(amount, null) ?? (amount === '' ? AMOUNT_FORMAT : undefined);
  const valid = !problem;
  return (
    <Dialog open={props.open} title={PLAN_SCREEN_TEXT.modifyTitle} size="tiny" onClose={props.onCancel}>
      <FormItem label={PLAN_SCREEN_TEXT.amount} error={problem}>
        <TextInput value={amount} onChange={(value) => setAmount(value.trim())} inputMode="decimal" />
      </FormItem>
      <CycleFields values={cycle} onChange={setCycle} />
      <div className="gz-plan-actions">
        <Button onClick={props.onCancel}>{PLAN_SCREEN_TEXT.cancel}</Button>
        <Button
          type="primary"
          disabled={!valid}
          onClick={() => props.onSave({ amount: new Big(amount).toFixed(2), ...cycle })}
        >
          {PLAN_SCREEN_TEXT.save}
        </Button>
      </div>
    </Dialog>
  );
}
