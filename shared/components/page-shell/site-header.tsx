import type { ReactNode } from 'react';

import { HOME_URL } from '@/shared/routing';

import { ElderModeSwitch } from './elder-mode';

interface SiteHeaderProps {
  /** What the page is, beside the company name (e.g. 投资者登录). */
  subtitle?: string;
  /** Right-hand side: the investor's name and 退出 in the app, nothing on the login pages. */
  actions?: ReactNode;
}

export function SiteHeader({ subtitle, actions }: SiteHeaderProps) {
  return (
    <header className="gz-header">
      <div className="gz-header__inner">
        {/* The hall: a signed-in investor lands there, anyone else is sent on to the login form. The mark is
            drawn by CSS so that the name (国证资管 首页) contains all the link's visible text (WCAG 2.5.3). */}
        <a className="gz-brand" href={HOME_URL} aria-label="国证资管 首页">
          <span className="gz-brand__mark" aria-hidden="true" />
          <span className="gz-brand__name">国证资管</span>
        </a>
        {subtitle && <span className="gz-header__subtitle">{subtitle}</span>}
        <div className="gz-header__tools">
          <ElderModeSwitch />
          {actions && <div className="gz-header__actions">{actions}</div>}
        </div>
      </div>
    </header>
  );
}
