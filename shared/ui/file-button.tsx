import 'element-theme-default/lib/button.css';
import './button.css';

import type { InputHTMLAttributes, ReactNode } from 'react';

interface FileButtonProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'className' | 'children'
> {
  className?: string;
  children: ReactNode;
}

/**
 * A real file input (keyboard and screen readers reach it) drawn as element's primary button: the label is
 * the button, the input inside it visually hidden.
 */
export function FileButton({ className, disabled, children, ...input }: FileButtonProps) {
  const classes = [
    'el-button',
    'el-button--primary',
    'gz-file-button',
    disabled ? 'is-disabled' : '',
    className,
  ];
  return (
    <label className={classes.filter(Boolean).join(' ')}>
      <input {...input} type="file" disabled={disabled} className="gz-visually-hidden" />
      {children}
    </label>
  );
}
