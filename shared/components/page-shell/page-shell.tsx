import '@/shared/ui/theme';
import './page-shell.css';

import type { ReactNode } from 'react';

import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

interface PageShellProps {
  subtitle?: string;
  headerActions?: ReactNode;
  /** Navigation under the header (the app's main menu). */
  nav?: ReactNode;
  children: ReactNode;
  /**
   * The content arrives after the first paint (the signed-in app): the footer then starts below the screen,
   * so that it never shows at the bottom of a half-loaded screen and jumps away when the data comes.
   */
  growing?: boolean;
}

/** Header, main landmark and footer: the frame every page shares (the old-browser notice is in the built HTML). */
export function PageShell({ subtitle, headerActions, nav, children, growing = false }: PageShellProps) {
  return (
    <div className={growing ? 'gz-page gz-page--growing' : 'gz-page'}>
      <a className="gz-skip-link" href="#main">
        跳到主要内容
      </a>
      <SiteHeader subtitle={subtitle} actions={headerActions} />
      {nav}
      <main className="gz-main" id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
