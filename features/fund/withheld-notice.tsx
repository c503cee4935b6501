import type { FiguresWithheld } from '@/api/fund/contract';
import { indexRouteUrl, PAGE_FILES, RISK_LEVEL_TEST_QUERY, ROUTES } from '@/shared/routing';

import './fund-list.css';

type Reason = NonNullable<FiguresWithheld>;

/** Why a private product's NAV, returns and fees are not shown, and the way to see them. */
export const WITHHELD_TEXT = {
  why: '私募资产管理计划不公开宣传推介：净值、收益和费率仅向已完成合格投资者认证且风险测评在有效期内的投资者展示。',
  signIn: '登录并完成合格投资者认证后可查看',
  qualification: '合格投资者认证后可查看',
  riskTest: '完成风险测评后可查看',
  toSignIn: '去登录',
  toCertify: '去认证',
  toRiskTest: '去测评',
  organisation: '机构投资者请咨询您的财富顾问',
} as const;

// Plain links of the index page (as the suitability card's): no router needed where the notice is shown.
const CERTIFY_URL = /*#__PURE__*/ indexRouteUrl(ROUTES.conformCertification);
const RISK_TEST_URL = /*#__PURE__*/ indexRouteUrl(ROUTES.riskLevel, RISK_LEVEL_TEST_QUERY);

function WayOn({ reason, isNaturalPerson }: { reason: Reason; isNaturalPerson: boolean }) {
  if (reason === 'signIn') return <a href={`/${PAGE_FILES.login}`}>{WITHHELD_TEXT.toSignIn}</a>;
  if (reason === 'riskTest') return <a href={RISK_TEST_URL}>{WITHHELD_TEXT.toRiskTest}</a>;
  // Organisations certify through their adviser (spec §6): no online certification to link to.
  if (!isNaturalPerson) return <span>{WITHHELD_TEXT.organisation}</span>;
  return <a href={CERTIFY_URL}>{WITHHELD_TEXT.toCertify}</a>;
}

/** In place of the figures: what makes them visible and the link that starts it. */
export function WithheldNotice({
  reason,
  isNaturalPerson = true,
}: {
  reason: Reason;
  isNaturalPerson?: boolean;
}) {
  return (
    <span className="gz-fund-withheld">
      <span>{WITHHELD_TEXT[reason]}</span> <WayOn reason={reason} isNaturalPerson={isNaturalPerson} />
    </span>
  );
}
