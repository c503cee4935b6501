import type { FastifyInstance } from 'fastify';

import { emailRoutes } from './account/email-routes';
import { accountRoutes } from './account/routes';
import { agreementRoutes } from './agreement/routes';
import { authRoutes } from './auth/routes';
import { userCentreAuthRoutes } from './auth/routes-centre';
import { securityRoutes } from './auth/routes-security';
import { bankRoutes } from './bank/routes';
import { captchaRoutes } from './captcha/routes';
import { clientRoutes } from './client/routes';
import { contractRoutes } from './contract/routes';
import type { Context } from './core/context';
import { devRoutes } from './dev/routes';
import { dictRoutes } from './dict/routes';
import { documentRoutes } from './document/routes';
import { engagementRoutes } from './engagement/routes';
import { fundDocumentRoutes } from './fund/documents/routes';
import { fundRoutes } from './fund/routes';
import { investorRoutes } from './investor/routes';
import { ocrRoutes } from './ocr/routes';
import { planRoutes } from './order/plan/routes';
import { orderRoutes } from './order/routes';
import { paperRoutes } from './paper/routes';
import { passwordRoutes } from './password/routes';
import { tradePasswordRoutes } from './password/trade-routes';
import { smsRoutes } from './sms/routes';
import { subscriptionRoutes } from './subscription/routes';
import { surveyRoutes } from './survey/routes';
import { userRoutes } from './user/routes';

/** Every domain's routes (server/<domain>/routes.ts, the folders of api/<domain>/). */
export async function registerRoutes(app: FastifyInstance, ctx: Context): Promise<void> {
  for (const routes of [
    authRoutes,
    captchaRoutes,
    smsRoutes,
    passwordRoutes,
    tradePasswordRoutes,
    dictRoutes,
    userRoutes,
    fundRoutes,
    fundDocumentRoutes,
    bankRoutes,
    agreementRoutes,
    engagementRoutes,
    contractRoutes,
    accountRoutes,
    orderRoutes,
    planRoutes,
    paperRoutes,
    investorRoutes,
    surveyRoutes,
    clientRoutes,
    emailRoutes,
    userCentreAuthRoutes,
    securityRoutes,
    subscriptionRoutes,
    documentRoutes,
  ]) {
    routes(app, ctx);
  }
  await ocrRoutes(app, ctx);
  if (ctx.devHooks) devRoutes(app, ctx);
}
