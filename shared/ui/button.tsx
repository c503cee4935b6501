import 'element-theme-default/lib/button.css';
import './button.css';

import type { Button as ElementButton } from 'element-react/next';
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
 * element's Button (its classes and look) with the portal's variants; the variants' CSS (button.css) is the only
 * place they are drawn. Drawn here rather than by element's component, which passes no ARIA: a loading button
 * is aria-disabled and takes no click (no second submit of its form either: issue 29, a slow back office) but
 * keeps its focus, which a natively disabled button drops to the page.
 */
export function Button({
  size,
  block,
  attached,
  compact,
  className,
  type,
  nativeType = 'button',
  loading = false,
  disabled = false,
  plain = false,
  icon,
  onClick,
  style,
  children,
}: ButtonProps) {
  const own = size === 'small' ? undefined : size;
  const classes = [
    'el-button',
    `el-button--${type ?? 'default'}`,
    size === 'small' && 'el-button--small',
    disabled && 'is-disabled',
    loading && 'is-loading',
    plain && 'is-plain',
    own && `gz-button--${own}`,
    block && 'gz-button--block',
    attached && 'gz-button--attached',
    compact && 'gz-button--compact',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type={loading ? 'button' : nativeType}
      className={classes}
      style={style}
      disabled={disabled}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {loading && <i className="el-icon-loading" />}
      {icon && !loading && <i className={`el-icon-${icon}`} />}
      <span>{children}</span>
    </button>
  );
}
