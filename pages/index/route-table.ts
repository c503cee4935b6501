import type { ComponentType } from 'react';

import { ROUTES, type RoutePath } from '@/shared/routing';
import { SIGNING_TEXT } from '@/shared/trading/signing';

import { loadPurchaseOrderScreen, loadRedeemOrderScreen } from './trade-center/order-screens';

/** Where a route shows in the shell's menus; the menus list their items in the table's order. */
interface RouteNav {
  /** Its item in 主导航: the label. The item is current on the route itself and on every path under `area`. */
  main?: string;
  area?: string;
  /** Its item in 交易中心's own menu: the label. */
  tradeCenter?: string;
}

/**
 * One hash route of the index page. `lazy` loads the screen's chunk and picks the screen:
 * `() => import(/* webpackChunkName: "<chunk>" *\/ './…').then((m) => m.TheScreen)`, or the loader its area
 * exports where another screen asks for it ahead (trade-center/order-screens.ts). Screens of one area share a
 * chunk name, so they come in one download; a list a visit may open on has a chunk of its own
 * (trade-center-purchase-list …), so that its first rows wait only for what they draw.
 */
export interface ScreenRoute {
  path: string;
  /** The screen's heading (user-centre screens show it) and the document title. */
  title: string;
  lazy: () => Promise<ComponentType>;
  nav?: RouteNav;
  /** Shown without a session (SessionGate lets it through; no user query, no survey window, no user menu). */
  open?: true;
}

/**
 * Every hash route of spec §2, the one place a screen is registered: a new screen is one entry here (its path
 * goes into ROUTES too once other code links to it). Screens load per route (routes.tsx builds the routes).
 */
export const ROUTE_TABLE = [
  {
    path: ROUTES.hall,
    title: '大厅',
    lazy: () => import('./hall/hall-screen').then((m) => m.HallScreen),
    nav: { main: '大厅' },
  },
  // The investor's own hall screens: the user centre (information, changes, passwords, bank cards,
  // subscription, security) is one chunk.
  {
    path: ROUTES.userInfo,
    title: '个人信息',
    lazy: () =>
      import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens').then(
        (m) => m.UserInfoScreen,
      ),
    nav: { main: '个人中心', area: '/hall/user/' },
  },
  {
    path: ROUTES.subscription,
    title: '订阅服务',
    lazy: () =>
      import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens').then(
        (m) => m.SubscriptionScreen,
      ),
  },
  {
    path: ROUTES.security,
    title: '安全中心',
    lazy: () =>
      import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens').then(
        (m) => m.SecurityScreen,
      ),
  },
  {
    path: ROUTES.password,
    title: '密码管理',
    lazy: () =>
      import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens').then(
        (m) => m.PasswordEntryScreen,
      ),
  },
  {
    path: ROUTES.passwordEntry,
    title: '密码管理',
    lazy: () =>
      import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens').then(
        (m) => m.PasswordEntryScreen,
      ),
  },
  {
    path: ROUTES.passwordModify,
    title: '修改登录密码',
    lazy: () =>
      import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens').then(
        (m) => m.PasswordModifyScreen,
      ),
  },
  {
    path: ROUTES.passwordModifyTrade,
    title: '修改交易密码',
    lazy: () =>
      import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens').then(
        (m) => m.PasswordModifyTradeScreen,
      ),
  },
  {
    path: ROUTES.passwordResetTrade,
    title: '重置交易密码',
    lazy: () =>
      import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens').then(
        (m) => m.PasswordResetTradeScreen,
      ),
  },
  // The trade area's own addresses of the same two screens (spec §2 "Trade and assets"; docs/decisions.md).
  {
    path: ROUTES.userPasswordModify,
    title: '修改登录密码',
    lazy: () =>
      import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens').then(
        (m) => m.PasswordModifyScreen,
      ),
  },
  {
    path: ROUTES.reset,
    title: '重置交易密码',
    lazy: () =>
      import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens').then(
        (m) => m.PasswordResetTradeScreen,
      ),
  },
  {
    path: ROUTES.modifyIdCard,
    title: '更新身份证信息',
    lazy: () =>
      import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens').then(
        (m) => m.ModifyIdCardScreen,
      ),
  },
  {
    path: ROUTES.modifyInfo,
    title: '个人资料',
    lazy: () =>
      import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens').then(
        (m) => m.ModifyInfoScreen,
      ),
  },
  {
    path: ROUTES.modifyPhone,
    title: '修改手机号码',
    lazy: () =>
      import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens').then(
        (m) => m.ModifyPhoneScreen,
      ),
  },
  {
    path: ROUTES.modifyLegalIdCard,
    title: '更新法定代表人证件',
    lazy: () =>
      import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens').then(
        (m) => m.ModifyLegalIdCardScreen,
      ),
  },
  {
    path: ROUTES.modifyResponsibleIdCard,
    title: '更新负责人证件',
    lazy: () =>
      import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens').then(
        (m) => m.ModifyResponsibleIdCardScreen,
      ),
  },
  {
    path: ROUTES.modifyAgentIdCard,
    title: '更新经办人证件',
    lazy: () =>
      import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens').then(
        (m) => m.ModifyAgentIdCardScreen,
      ),
  },
  {
    path: ROUTES.card,
    title: '银行卡管理',
    lazy: () =>
      import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens').then(
        (m) => m.CardEntryScreen,
      ),
  },
  {
    path: ROUTES.cardEntry,
    title: '银行卡管理',
    lazy: () =>
      import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens').then(
        (m) => m.CardEntryScreen,
      ),
  },
  {
    path: ROUTES.cardFastPay,
    title: '开通快捷支付',
    lazy: () =>
      import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens').then(
        (m) => m.CardFastPayScreen,
      ),
  },
  {
    path: ROUTES.cardAdd,
    title: '添加银行卡',
    lazy: () =>
      import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens').then((m) => m.CardAddScreen),
  },
  // The risk test and, with it, the certifications: one chunk.
  {
    path: ROUTES.riskLevel,
    title: '风险测评',
    lazy: () =>
      import(/* webpackChunkName: "hall-user" */ './hall/user/risk-level-screen').then(
        (m) => m.RiskLevelScreen,
      ),
  },
  {
    path: ROUTES.conformCertification,
    title: '合格投资者认证',
    lazy: () =>
      import(/* webpackChunkName: "hall-user" */ './hall/user/certification-screen').then(
        (m) => m.QualifiedCertificationScreen,
      ),
  },
  {
    path: ROUTES.majorConformCertification,
    title: '专业投资者认证',
    lazy: () =>
      import(/* webpackChunkName: "hall-user" */ './hall/user/certification-screen').then(
        (m) => m.ProfessionalCertificationScreen,
      ),
  },
  // The questionnaires: one chunk.
  {
    path: ROUTES.questionnaire,
    title: '问卷调查',
    lazy: () =>
      import(/* webpackChunkName: "questionnaire" */ './hall/user/questionnaire/entry-screen').then(
        (m) => m.QuestionnaireEntryScreen,
      ),
  },
  {
    path: ROUTES.questionnaireEntry,
    title: '问卷调查',
    lazy: () =>
      import(/* webpackChunkName: "questionnaire" */ './hall/user/questionnaire/entry-screen').then(
        (m) => m.QuestionnaireEntryScreen,
      ),
  },
  {
    path: ROUTES.questionnaireDetail,
    title: '问卷详情',
    lazy: () =>
      import(/* webpackChunkName: "questionnaire" */ './hall/user/questionnaire/detail-screen').then(
        (m) => m.QuestionnaireDetailScreen,
      ),
  },
  {
    path: ROUTES.questionnaireList,
    title: '问卷列表',
    lazy: () =>
      import(/* webpackChunkName: "questionnaire" */ './hall/user/questionnaire/list-screen').then(
        (m) => m.QuestionnaireListScreen,
      ),
  },
  {
    path: ROUTES.questionnaireAnswer,
    title: '填写问卷',
    lazy: () =>
      import(/* webpackChunkName: "questionnaire" */ './hall/user/questionnaire/answer-screen').then(
        (m) => m.QuestionnaireAnswerScreen,
      ),
  },
  {
    path: ROUTES.privacyPolicy,
    title: '隐私政策',
    lazy: () => import('./hall/user/privacy-policy-screen').then((m) => m.PrivacyPolicyScreen),
  },
  // The trade centre is one chunk (its screens, their features and endpoints), fetched on the first visit to it.
  {
    path: ROUTES.purchase,
    title: '购买基金',
    lazy: () =>
      import(
        /* webpackChunkName: "trade-center-purchase-list" */ './trade-center/purchase/purchase-screen'
      ).then((m) => m.PurchaseScreen),
    nav: { main: '交易中心', area: '/trade-center/', tradeCenter: '购买' },
  },
  {
    path: ROUTES.purchaseOrder,
    title: '购买下单',
    lazy: loadPurchaseOrderScreen,
  },
  {
    path: ROUTES.redeem,
    title: '赎回基金',
    lazy: () =>
      import(/* webpackChunkName: "trade-center-redeem-list" */ './trade-center/redeem/redeem-screen').then(
        (m) => m.RedeemScreen,
      ),
    nav: { tradeCenter: '赎回' },
  },
  {
    path: ROUTES.redeemOrder,
    title: '赎回下单',
    lazy: loadRedeemOrderScreen,
  },
  {
    path: ROUTES.switchOrder,
    title: '基金转换',
    lazy: () =>
      import(/* webpackChunkName: "trade-center" */ './trade-center/redeem/switch-screen').then(
        (m) => m.SwitchScreen,
      ),
  },
  {
    path: ROUTES.cancel,
    title: '撤单',
    lazy: () =>
      import(/* webpackChunkName: "trade-center" */ './trade-center/cancel/cancel-screen').then(
        (m) => m.CancelScreen,
      ),
    nav: { tradeCenter: '撤单' },
  },
  {
    path: ROUTES.plans,
    title: '我的定投',
    lazy: () =>
      import(/* webpackChunkName: "trade-center" */ './trade-center/plans/plans-screen').then(
        (m) => m.PlansScreen,
      ),
    nav: { tradeCenter: '定投' },
  },
  {
    path: ROUTES.planNew,
    title: '定投',
    lazy: () =>
      import(/* webpackChunkName: "trade-center" */ './trade-center/plans/plan-new-screen').then(
        (m) => m.PlanNewScreen,
      ),
  },
  {
    path: ROUTES.planDetail,
    title: '定投明细',
    lazy: () =>
      import(/* webpackChunkName: "trade-center" */ './trade-center/plans/plan-detail-screen').then(
        (m) => m.PlanDetailScreen,
      ),
  },
  // The records are the assets screen's panel: they come with its chunk.
  {
    path: ROUTES.tradeRecords,
    title: '交易记录',
    lazy: () =>
      import(/* webpackChunkName: "assets" */ './trade-center/records/records-screen').then(
        (m) => m.TradeRecordsScreen,
      ),
    nav: { tradeCenter: '交易记录' },
  },
  {
    path: ROUTES.orderDetail,
    title: '订单详情',
    lazy: () =>
      import(/* webpackChunkName: "trade-center" */ './trade-center/order-detail/order-detail-screen').then(
        (m) => m.OrderDetailScreen,
      ),
  },
  {
    path: ROUTES.signingRecords,
    title: SIGNING_TEXT.records,
    lazy: () =>
      import(
        /* webpackChunkName: "trade-center-signing-records" */ './trade-center/signing-records/signing-records-screen'
      ).then((m) => m.SigningRecordsScreen),
    nav: { tradeCenter: '签署记录' },
  },
  // The asset screen is its own chunk (its charts another, fetched once it has drawn).
  {
    path: ROUTES.assets,
    title: '我的资产',
    lazy: () => import(/* webpackChunkName: "assets" */ './assets/assets-screen').then((m) => m.AssetsScreen),
    nav: { main: '我的资产' },
  },
  // 产品详情 (基金档案), the public product page: its own chunk.
  {
    path: ROUTES.productDetail,
    title: '产品详情',
    lazy: () =>
      import(/* webpackChunkName: "fund-detail" */ './product/product-detail-screen').then(
        (m) => m.ProductDetailScreen,
      ),
    open: true,
  },
  // Every state of every shared component, for people and browser tests; never in production builds. The
  // literal process.env.APP_ENV is what DefinePlugin inlines, so a prd build drops the gallery chunk altogether.
  ...(process.env.APP_ENV === 'prd'
    ? []
    : [
        {
          path: '/gallery',
          title: '组件陈列',
          lazy: () => import('./gallery/gallery-screen').then((m) => m.GalleryScreen),
          open: true,
        } as const,
      ]),
] as const satisfies readonly ScreenRoute[];

/**
 * Compile-time: a path other code links to (ROUTES) without its entry above is a type error naming the path,
 * as the former `Record<RoutePath, string>` of titles was.
 */
const _everyRouteHasAnEntry: Record<Exclude<RoutePath, (typeof ROUTE_TABLE)[number]['path']>, never> = {};

const TITLES: ReadonlyMap<string, string> = new Map(ROUTE_TABLE.map((route) => [route.path, route.title]));

/** The title of a hash route (its pathname), or undefined off the table. */
export function routeTitle(pathname: string): string | undefined {
  return TITLES.get(pathname);
}

/** Screens shown without a session: no user query runs there (its 401000 would send the visitor to login). */
export const OPEN_PATHS: ReadonlySet<string> = new Set(
  ROUTE_TABLE.filter((route: ScreenRoute) => route.open).map((route) => route.path),
);
