import 'element-theme-default/lib/button.css';
import './button.css';

import { Button as ElementButton } from 'element-react/next';
import type { ComponentProps } from 'react';

export interface ButtonProps extends Omit<ComponentProps<typeof ElementButton>, 'size'> {
  /**
   * element's small; large (44 px, 16 px type: a form's main actions); xlarge (46 px, 17 px, spaced: the
   * login button).
   */
  size?: 'small' | 'large' | 'xlarge';
  /** The whole width of its container (a form's only action). */
  block?: boolean;
  /** Beside a field on one line (获取验证码): never shrinks, as tall as the field. */
  attached?: boolean;
  /** A text button inside dense content (复制): almost no padding. */
  compact?: boolean;
}

/**
 * element's Button with the portal's variants; the variants' CSS (button.css) is the only place they are drawn.
 * A loading button is disabled too: element only ignores its click, and a form's submit button would still
 * submit the form a second time (issue 29: a slow back office takes no second click).
 */
export function Button({ size, block, attached, compact, className, ...props }: ButtonProps) {
  const own = size === 'small' ? undefined : size;
  const variants =
    (own ? ` gz-button--${own}` : '') +
    (block ? ' gz-button--block' : '') +
    (attached ? ' gz-button--attached' : '') +
    (compact ? ' gz-button--compact' : '') +
    (className ? ` ${className}` : '');
  return (
    <ElementButton
      {...props}
      disabled={props.disabled || props.loading}
      size={size === 'small' ? size : undefined}
      className={variants ? variants.slice(1) : undefined}
    />
  );
}
