import { HOTLINE } from '@/shared/config';
import { useBrowserValue } from '@/shared/hydration';

import { COMPLAINT_CONTACTS } from './contacts';

/** The build's year (webpack.config.ts), which the prerendered page shows; jest has no build. */
const BUILD_YEAR = Number(process.env.BUILD_YEAR) || new Date().getFullYear();
const thisYear = () => new Date().getFullYear();

export function SiteFooter() {
  const year = useBrowserValue(thisYear, BUILD_YEAR);
  return (
    <footer className="gz-footer">
      <div className="gz-footer__inner">
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
