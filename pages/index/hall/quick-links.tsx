import { Link } from 'react-router-dom';

import { ROUTES } from '@/shared/routing';
import { SIGNING_TEXT } from '@/shared/trading/signing';

const LINKS = [
  { to: ROUTES.purchase, label: '购买基金' },
  { to: ROUTES.redeem, label: '赎回基金' },
  { to: ROUTES.assets, label: '我的资产' },
  { to: ROUTES.userInfo, label: '个人信息' },
  { to: ROUTES.passwordEntry, label: '密码管理' },
  { to: ROUTES.cardEntry, label: '银行卡管理' },
  { to: ROUTES.riskLevel, label: '风险测评' },
  { to: ROUTES.questionnaireEntry, label: '问卷调查' },
  { to: ROUTES.signingRecords, label: SIGNING_TEXT.records },
  { to: ROUTES.subscription, label: '订阅服务' },
] as const;

/** 快捷入口: the places an investor goes most from the hall. */
export function QuickLinks() {
  return (
    <nav className="gz-app-card gz-hall__quick" aria-labelledby="hall-quick-title">
      <h2 id="hall-quick-title">快捷入口</h2>
      <ul>
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
