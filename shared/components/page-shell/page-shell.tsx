import '@/shared/ui/theme';
import './page-shell.css';

import type { ReactNode } from 'react';

import { OldBrowserNotice } from './old-browser-notice';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

interface PageShellProps {
  subtitle?: string;
  headerActions?: ReactNode;
  /** Navigation under the header (the app's main menu). */
  nav?: ReactNode;
  children: ReactNode;
}

/** Header, main landmark, footer and the old-browser notice: the frame every page shares. */
export function PageShell({ subtitle, headerActions, nav, children }: PageShellProps) {
  return (
    <div className="gz-page">
      <a className="gz-skip-link" href="#main">
        跳到主要内容
      </a>
      <SiteHeader subtitle={subtitle} actions={headerActions} />
      {nav}
      <main className="gz-main" id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <OldBrowserNotice />
    </div>
  );
}
