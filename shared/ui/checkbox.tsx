import 'element-theme-default/lib/checkbox.css';
import './checkbox.css';

// The component alone, not the index that adds Group and Button (element-checkbox.d.ts).
import ElementCheckbox from 'element-react/dist/npm/es6/src/checkbox/CheckBox';
import type { ComponentProps } from 'react';

export interface CheckboxProps extends ComponentProps<typeof ElementCheckbox> {
  /** A label long enough to wrap (an agreement with links): the box stays at its first line. */
  multiline?: boolean;
  /** Drawn as an error (a required box left empty). */
  invalid?: boolean;
}

/** element's Checkbox, which wraps its <input> in a <label>: the text it is given is the accessible name. */
export function Checkbox({ multiline, invalid, className, ...props }: CheckboxProps) {
  const classes = [
    multiline ? 'gz-checkbox--multiline' : '',
    invalid ? 'gz-checkbox--invalid' : '',
    className,
  ];
  return <ElementCheckbox {...props} className={classes.filter(Boolean).join(' ') || undefined} />;
}
