import { HOTLINE, NEW_WINDOW_TEXT, PUBLIC_SITE_PAGES, publicSiteUrl } from '@/shared/config';
import { useBrowserValue } from '@/shared/hydration';

import { COMPLAINT_CONTACTS } from './contacts';

/** The build's year (webpack.config.ts), which the prerendered page shows; jest has no build. */
const BUILD_YEAR = Number(process.env.BUILD_YEAR) || new Date().getFullYear();
const thisYear = () => new Date().getFullYear();
/** The official site's pages every page links to (spec §2); register and account opening are the login's. */
const SITE_LINKS = ['investmentInfo', 'about', 'personalInfo', 'subscription'] as const;

export function SiteFooter() {
  const year = useBrowserValue(thisYear, BUILD_YEAR);
  return (
    <footer className="gz-footer">
      <div className="gz-footer__inner">
        <nav aria-label="官网" className="gz-footer__site">
          {SITE_LINKS.map((page) => (
            <a key={page} href={publicSiteUrl(page)} target="_blank" rel="noopener noreferrer">
              {PUBLIC_SITE_PAGES[page].title}
              <span className="gz-visually-hidden">{NEW_WINDOW_TEXT}</span>
            </a>
          ))}
        </nav>
        <p className="gz-footer__hotline">
          客服热线：<a href={`tel:${HOTLINE}`}>{HOTLINE}</a>
        </p>
        <p className="gz-footer__complaint">
          投诉电话：<a href={`tel:${COMPLAINT_CONTACTS.phone}`}>{COMPLAINT_CONTACTS.phone}</a>
          <span aria-hidden="true"> ｜ </span>
          投诉邮箱：<a href={`mailto:${COMPLAINT_CONTACTS.email}`}>{COMPLAINT_CONTACTS.email}</a>
          <span aria-hidden="true"> ｜ </span>
          投诉地址：{COMPLAINT_CONTACTS.address}
        </p>
        <p className="gz-footer__legal">© {year} 国证资产管理有限公司 版权所有 ｜ 市场有风险，投资需谨慎</p>
      </div>
    </footer>
  );
}
