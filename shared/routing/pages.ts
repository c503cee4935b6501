import PAGE_LIST from './pages.json';

/**
 * The portal's HTML pages, listed once in pages.json (name, title, HTML file, entry), which webpack,
 * ESLint and the size script read as well. One webpack entry each, all served from the site root.
 */
export type PageKey = keyof typeof PAGE_LIST;

export interface PageEntry {
  /** The webpack entry and the folder under pages/. */
  name: string;
  file: string;
  title: string;
  entry: string;
}

export const PAGES: Readonly<Record<PageKey, PageEntry>> = PAGE_LIST;

// Property by property, not mapped over the list: webpack then ships only the file names of pages.json,
// never the titles and entry paths, so no page grows for carrying the list.
export const PAGE_FILES: Readonly<Record<PageKey, string>> = {
  index: PAGE_LIST.index.file,
  login: PAGE_LIST.login.file,
  gwlogin: PAGE_LIST.gwlogin.file,
  reset: PAGE_LIST.reset.file,
  orgReset: PAGE_LIST.orgReset.file,
};

/** Path names a redirect may land on; `/` serves index.html. */
export const KNOWN_PAGE_PATHS: ReadonlySet<string> = /*#__PURE__*/ new Set([
  '/',
  ...Object.values(PAGE_FILES).map((file) => `/${file}`),
]);

/** Hash routes of the index page (spec §2 of both documents). */
export const ROUTES = {
  hall: '/hall',
  userInfo: '/hall/user/info',
  subscription: '/hall/user/subscription',
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
  redeem: '/trade-center/redeem',
  redeemOrder: '/trade-center/redeem/order',
  userPasswordModify: '/user/password/modify',
  reset: '/reset',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Query of the risk-level route that opens the test itself. */
export const RISK_LEVEL_TEST_QUERY = { module: 'RiskLevelTest' } as const;

/** The portal home: the hall of the index page. */
export const HOME_URL = `/${PAGE_FILES.index}#${ROUTES.hall}`;

/** `index.html#/hall/...` for a hash route, with an optional query. */
export function indexRouteUrl(route: RoutePath, query?: Readonly<Record<string, string>>): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `/${PAGE_FILES.index}#${route}${search}`;
}
