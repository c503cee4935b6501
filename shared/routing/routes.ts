import { HALL, PAGE_FILES } from './pages';

/** Hash routes of the index page (spec §2 of both documents). */
export const ROUTES = {
  hall: HALL,
  userInfo: '/hall/user/info',
  subscription: '/hall/user/subscription',
  /** 安全中心: last login, login history, sessions and remembered devices (issue 39). */
  security: '/hall/user/security',
  questionnaire: '/hall/user/questionnaire',
  questionnaireEntry: '/hall/user/questionnaire/entry',
  questionnaireDetail: '/hall/user/questionnaire/detail',
  questionnaireList: '/hall/user/questionnaire/list',
  questionnaireAnswer: '/hall/user/questionnaire/answer',
  password: '/hall/user/password',
  passwordEntry: '/hall/user/password/entry',
  passwordModify: '/hall/user/password/modify',
  passwordModifyTrade: '/hall/user/password/modify-trade',
  passwordResetTrade: '/hall/user/password/reset-trade',
  modifyIdCard: '/hall/user/modify-id-card',
  modifyInfo: '/hall/user/modify-info',
  modifyPhone: '/hall/user/modify-phone',
  modifyLegalIdCard: '/hall/user/modify-legal-id-card',
  modifyResponsibleIdCard: '/hall/user/modify-responsible-id-card',
  modifyAgentIdCard: '/hall/user/modify-agent-id-card',
  card: '/hall/user/card',
  cardEntry: '/hall/user/card/entry',
  cardFastPay: '/hall/user/card/fast-pay',
  cardAdd: '/hall/user/card/add',
  riskLevel: '/hall/user/risk-level',
  conformCertification: '/hall/user/conform-certification',
  majorConformCertification: '/hall/user/major-conform-certification',
  privacyPolicy: '/hall/user/privacy-policy',
  assets: '/assets',
  purchase: '/trade-center/purchase',
  purchaseOrder: '/trade-center/purchase/order',
  signingRecords: '/trade-center/signing-records',
  redeem: '/trade-center/redeem',
  redeemOrder: '/trade-center/redeem/order',
  /** 基金转换 from a holding (?id=<fund code>&account=<trade account>). */
  switchOrder: '/trade-center/redeem/switch',
  cancel: '/trade-center/cancel',
  tradeRecords: '/trade-center/records',
  orderDetail: '/trade-center/order',
  plans: '/trade-center/plans',
  planNew: '/trade-center/plans/new',
  planDetail: '/trade-center/plans/detail',
  userPasswordModify: '/user/password/modify',
  reset: '/reset',
  /** 产品详情 (基金档案): the public product-detail page, query productCode; open without a session. */
  productDetail: '/product/detail',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Query of the risk-level route that opens the test itself. */
export const RISK_LEVEL_TEST_QUERY = { module: 'RiskLevelTest' } as const;

/** `index.html#/hall/...` for a hash route, with an optional query. */
export function indexRouteUrl(route: RoutePath, query?: Readonly<Record<string, string>>): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `/${PAGE_FILES.index}#${route}${search}`;
}

/**
 * The public product-detail page of one product (spec §2: it takes productCode): the portal's own 产品详情
 * (基金档案, open without a session) with the fund's facts, NAV history and documents.
 */
export function productDetailUrl(productCode: string): string {
  return indexRouteUrl(ROUTES.productDetail, { productCode });
}
