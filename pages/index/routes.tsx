import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';

import { ROUTES } from '@/shared/routing';

const HallScreen = lazy(() =>
  import('./hall/hall-screen').then((module) => ({ default: module.HallScreen })),
);

const PrivacyPolicyScreen = lazy(() =>
  import('./user/privacy-policy-screen').then((module) => ({ default: module.PrivacyPolicyScreen })),
);

// The investor's own hall screens: risk test (and, with it, certification and questionnaires), one chunk.
const RiskLevelScreen = lazy(() =>
  import(/* webpackChunkName: "hall-user" */ './hall/user/risk-level-screen').then((module) => ({
    default: module.RiskLevelScreen,
  })),
);

const CertificationScreen = lazy(() =>
  import(/* webpackChunkName: "hall-user" */ './hall/user/certification-screen').then((module) => ({
    default: module.CertificationScreen,
  })),
);

const hallUser = (load: () => Promise<Record<string, ComponentType>>, name: string) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
const QuestionnaireEntryScreen = hallUser(
  () => import(/* webpackChunkName: "questionnaire" */ './hall/user/questionnaire/entry-screen'),
  'QuestionnaireEntryScreen',
);
const QuestionnaireListScreen = hallUser(
  () => import(/* webpackChunkName: "questionnaire" */ './hall/user/questionnaire/list-screen'),
  'QuestionnaireListScreen',
);
const QuestionnaireDetailScreen = hallUser(
  () => import(/* webpackChunkName: "questionnaire" */ './hall/user/questionnaire/detail-screen'),
  'QuestionnaireDetailScreen',
);
const QuestionnaireAnswerScreen = hallUser(
  () => import(/* webpackChunkName: "questionnaire" */ './hall/user/questionnaire/answer-screen'),
  'QuestionnaireAnswerScreen',
);
// The pop-up a purchase (or another trigger) opens: its own small chunk, asked for once the app has drawn.
const SurveyWindow = lazy(() =>
  import(/* webpackChunkName: "survey-window" */ '@/features/survey/survey-window').then((module) => ({
    default: module.SurveyWindow,
  })),
);

// The user centre (information, changes, passwords, bank cards, subscription): one chunk.
const centre = (name: string) =>
  hallUser(() => import(/* webpackChunkName: "user-centre" */ './hall/user/centre/screens'), name);
const UserInfoScreen = centre('UserInfoScreen');
const ModifyInfoScreen = centre('ModifyInfoScreen');
const ModifyPhoneScreen = centre('ModifyPhoneScreen');
const ModifyIdCardScreen = centre('ModifyIdCardScreen');
const ModifyLegalIdCardScreen = centre('ModifyLegalIdCardScreen');
const ModifyResponsibleIdCardScreen = centre('ModifyResponsibleIdCardScreen');
const ModifyAgentIdCardScreen = centre('ModifyAgentIdCardScreen');
const PasswordEntryScreen = centre('PasswordEntryScreen');
const PasswordModifyScreen = centre('PasswordModifyScreen');
const PasswordModifyTradeScreen = centre('PasswordModifyTradeScreen');
const PasswordResetTradeScreen = centre('PasswordResetTradeScreen');
const CardEntryScreen = centre('CardEntryScreen');
const CardAddScreen = centre('CardAddScreen');
const CardFastPayScreen = centre('CardFastPayScreen');
const SubscriptionScreen = centre('SubscriptionScreen');
const SecurityScreen = centre('SecurityScreen');
const CENTRE_ROUTES: Array<[string, ComponentType]> = [
  [ROUTES.userInfo, UserInfoScreen],
  [ROUTES.modifyInfo, ModifyInfoScreen],
  [ROUTES.modifyPhone, ModifyPhoneScreen],
  [ROUTES.modifyIdCard, ModifyIdCardScreen],
  [ROUTES.modifyLegalIdCard, ModifyLegalIdCardScreen],
  [ROUTES.modifyResponsibleIdCard, ModifyResponsibleIdCardScreen],
  [ROUTES.modifyAgentIdCard, ModifyAgentIdCardScreen],
  [ROUTES.password, PasswordEntryScreen],
  [ROUTES.passwordEntry, PasswordEntryScreen],
  [ROUTES.passwordModify, PasswordModifyScreen],
  [ROUTES.passwordModifyTrade, PasswordModifyTradeScreen],
  [ROUTES.passwordResetTrade, PasswordResetTradeScreen],
  // The trade area's own addresses of the same two screens (spec §2 "Trade and assets"; docs/decisions.md).
  [ROUTES.userPasswordModify, PasswordModifyScreen],
  [ROUTES.reset, PasswordResetTradeScreen],
  [ROUTES.card, CardEntryScreen],
  [ROUTES.cardEntry, CardEntryScreen],
  [ROUTES.cardAdd, CardAddScreen],
  [ROUTES.cardFastPay, CardFastPayScreen],
  [ROUTES.subscription, SubscriptionScreen],
  [ROUTES.security, SecurityScreen],
];

// The trade centre is one chunk (its screens, their features and endpoints), fetched on the first visit to it.
const PurchaseScreen = lazy(() =>
  import(/* webpackChunkName: "trade-center" */ './trade-center/purchase/purchase-screen').then((module) => ({
    default: module.PurchaseScreen,
  })),
);
const PurchaseOrderScreen = lazy(() =>
  import(/* webpackChunkName: "trade-center" */ './trade-center/purchase/order-screen').then((module) => ({
    default: module.PurchaseOrderScreen,
  })),
);

// The asset screen is its own chunk (its charts another, fetched once it has drawn).
const AssetsScreen = lazy(() =>
  import(/* webpackChunkName: "assets" */ './assets/assets-screen').then((module) => ({
    default: module.AssetsScreen,
  })),
);

const RedeemScreen = lazy(() =>
  import(/* webpackChunkName: "trade-center" */ './trade-center/redeem/redeem-screen').then((module) => ({
    default: module.RedeemScreen,
  })),
);
const RedeemOrderScreen = lazy(() =>
  import(/* webpackChunkName: "trade-center" */ './trade-center/redeem/redeem-order-screen').then(
    (module) => ({
      default: module.RedeemOrderScreen,
    }),
  ),
);
const SwitchScreen = lazy(() =>
  import(/* webpackChunkName: "trade-center" */ './trade-center/redeem/switch-screen').then((module) => ({
    default: module.SwitchScreen,
  })),
);
const tradeCenter = (load: () => Promise<Record<string, ComponentType>>, name: string) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
const OrderDetailScreen = tradeCenter(
  () => import(/* webpackChunkName: "trade-center" */ './trade-center/order-detail/order-detail-screen'),
  'OrderDetailScreen',
);
const CancelScreen = tradeCenter(
  () => import(/* webpackChunkName: "trade-center" */ './trade-center/cancel/cancel-screen'),
  'CancelScreen',
);
// The records are the assets screen's panel: they come with its chunk.
const TradeRecordsScreen = tradeCenter(
  () => import(/* webpackChunkName: "assets" */ './trade-center/records/records-screen'),
  'TradeRecordsScreen',
);
const PlansScreen = tradeCenter(
  () => import(/* webpackChunkName: "trade-center" */ './trade-center/plans/plans-screen'),
  'PlansScreen',
);
const PlanNewScreen = tradeCenter(
  () => import(/* webpackChunkName: "trade-center" */ './trade-center/plans/plan-new-screen'),
  'PlanNewScreen',
);
const PlanDetailScreen = tradeCenter(
  () => import(/* webpackChunkName: "trade-center" */ './trade-center/plans/plan-detail-screen'),
  'PlanDetailScreen',
);
const SigningRecordsScreen = lazy(() =>
  import(/* webpackChunkName: "trade-center" */ './trade-center/signing-records/signing-records-screen').then(
    (module) => ({ default: module.SigningRecordsScreen }),
  ),
);

// 产品详情 (基金档案), the public product page: its own chunk, open without a session (OPEN_PATHS).
const ProductDetailScreen = lazy(() =>
  import(/* webpackChunkName: "fund-detail" */ './product/product-detail-screen').then((module) => ({
    default: module.ProductDetailScreen,
  })),
);

// Every state of every shared component, for people and browser tests; never in production builds. The literal
// process.env.APP_ENV is what DefinePlugin inlines, so a prd build drops the gallery chunk altogether.
const GalleryScreen =
  process.env.APP_ENV === 'prd'
    ? null
    : lazy(() => import('./gallery/gallery-screen').then((module) => ({ default: module.GalleryScreen })));
export const GALLERY_PATH = '/gallery';
/** Screens shown without a session: no user query runs there (its 401000 would send the visitor to login). */
export const OPEN_PATHS: ReadonlySet<string> = new Set([GALLERY_PATH, ROUTES.productDetail]);

/** Every hash route of spec §2; screens load per route. */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <>
      {!OPEN_PATHS.has(pathname) && (
        <Suspense fallback={null}>
          <SurveyWindow />
        </Suspense>
      )}
      <Suspense fallback={<p role="status">正在加载…</p>}>
        <Routes>
          <Route path={ROUTES.hall} element={<HallScreen />} />
          <Route path={ROUTES.privacyPolicy} element={<PrivacyPolicyScreen />} />
          <Route path={ROUTES.riskLevel} element={<RiskLevelScreen />} />
          <Route path={ROUTES.questionnaire} element={<QuestionnaireEntryScreen />} />
          <Route path={ROUTES.questionnaireEntry} element={<QuestionnaireEntryScreen />} />
          <Route path={ROUTES.questionnaireList} element={<QuestionnaireListScreen />} />
          <Route path={ROUTES.questionnaireDetail} element={<QuestionnaireDetailScreen />} />
          <Route path={ROUTES.questionnaireAnswer} element={<QuestionnaireAnswerScreen />} />
          <Route path={ROUTES.conformCertification} element={<CertificationScreen level="qualified" />} />
          <Route
            path={ROUTES.majorConformCertification}
            element={<CertificationScreen level="professional" />}
          />
          <Route path={ROUTES.purchase} element={<PurchaseScreen />} />
          <Route path={ROUTES.purchaseOrder} element={<PurchaseOrderScreen />} />
          <Route path={ROUTES.redeem} element={<RedeemScreen />} />
          <Route path={ROUTES.redeemOrder} element={<RedeemOrderScreen />} />
          <Route path={ROUTES.switchOrder} element={<SwitchScreen />} />
          <Route path={ROUTES.signingRecords} element={<SigningRecordsScreen />} />
          <Route path={ROUTES.orderDetail} element={<OrderDetailScreen />} />
          <Route path={ROUTES.cancel} element={<CancelScreen />} />
          <Route path={ROUTES.tradeRecords} element={<TradeRecordsScreen />} />
          <Route path={ROUTES.plans} element={<PlansScreen />} />
          <Route path={ROUTES.planNew} element={<PlanNewScreen />} />
          <Route path={ROUTES.planDetail} element={<PlanDetailScreen />} />
          <Route path={ROUTES.assets} element={<AssetsScreen />} />
          <Route path={ROUTES.productDetail} element={<ProductDetailScreen />} />
          {CENTRE_ROUTES.map(([path, Screen]) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          {GalleryScreen && <Route path={GALLERY_PATH} element={<GalleryScreen />} />}
          <Route path="*" element={<Navigate to={ROUTES.hall} replace />} />
        </Routes>
      </Suspense>
    </>
  );
}
