import { HOTLINE } from '@/shared/config';

import { COMPLAINT_CONTACTS } from './contacts';

export function SiteFooter() {
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
        <p className="gz-footer__legal">
          © {new Date().getFullYear()} 国证资产管理有限公司 版权所有 ｜ 市场有风险，投资需谨慎
        </p>
      </div>
    </footer>
  );
}
