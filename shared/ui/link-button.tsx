import 'element-theme-default/lib/button.css';
import './button.css';

import type { ReactNode } from 'react';

interface LinkButtonProps {
  href: string;
  type?: 'primary' | 'default';
  size?: 'large';
  className?: string;
  children: ReactNode;
}

/** An address that looks like element's button (返回登录, 去登录): a real link, so it opens like one. */
export function LinkButton({ href, type = 'primary', size, className, children }: LinkButtonProps) {
  const classes = ['el-button', `el-button--${type}`, size ? `gz-button--${size}` : '', className ?? ''];
  return (
    <a className={classes.filter(Boolean).join(' ')} href={href}>
      {children}
    </a>
  );
}
