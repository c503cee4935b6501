import type { PlanFrequency } from '@/shared/trading';
import { PLAN_TEXT } from '@/shared/trading';
import { FormItem, NativeSelect, RadioOptions } from '@/shared/ui';

import { PLAN_SCREEN_TEXT } from './texts';

export interface CycleValues {
  frequency: PlanFrequency;
  day: string;
}

const FREQUENCIES: PlanFrequency[] = ['weekly', 'biweekly', 'monthly'];
const WEEKDAYS = PLAN_TEXT.weekdays.map((label, index) => ({ value: String(index + 1), label }));
const MONTH_DAYS = Array.from({ length: 28 }, (_, index) => ({
  value: String(index + 1),
  label: PLAN_SCREEN_TEXT.monthDayOption(index + 1),
}));

/** 每周 / 每两周 on a weekday, 每月 on a day 1–28: the day's choices follow the frequency. */
export function CycleFields(props: {
  values: CycleValues;
  onChange: (values: CycleValues) => void;
  disabled?: boolean;
}) {
  const { values, onChange, disabled } = props;
  const monthly = values.frequency === 'monthly';
  return (
    <>
      <fieldset className="gz-plan__frequency" disabled={disabled}>
        <legend>{PLAN_SCREEN_TEXT.frequency}</legend>
        <RadioOptions
          name="frequency"
          options={FREQUENCIES}
          labels={PLAN_TEXT.frequencies}
          value={values.frequency}
          onChange={(frequency) =>
            onChange({ frequency, day: (frequency === 'monthly') === monthly ? values.day : '1' })
          }
          className="gz-plan__choice"
        />
      </fieldset>
      <FormItem label={monthly ? PLAN_SCREEN_TEXT.monthDay : PLAN_SCREEN_TEXT.weekday}>
        <NativeSelect
          value={values.day}
          options={monthly ? MONTH_DAYS : WEEKDAYS}
          onChange={(day) => onChange({ ...values, day })}
          disabled={disabled}
        />
      </FormItem>
    </>
  );
}
