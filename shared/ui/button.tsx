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

/** element's Button with the portal's variants; the variants' CSS (button.css) is the only place they are drawn. */
export function Button({ size, block, attached, compact, className, ...props }: ButtonProps) {
  const variants = [
    size === 'large' || size === 'xlarge' ? `gz-button--${size}` : '',
    block ? 'gz-button--block' : '',
    attached ? 'gz-button--attached' : '',
    compact ? 'gz-button--compact' : '',
    className ?? '',
  ];
  return (
    <ElementButton
      {...props}
      size={size === 'small' ? 'small' : undefined}
      className={variants.filter(Boolean).join(' ') || undefined}
    />
  );
}
