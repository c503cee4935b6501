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

type DomainRoutes = (app: FastifyInstance, ctx: Context) => void | Promise<void>;

const DOMAINS: DomainRoutes[] = [
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
  ocrRoutes,
];

/**
 * Every domain's routes (server/<domain>/routes.ts, the folders of api/<domain>/), each registered as an
 * encapsulated Fastify plugin: what one domain adds (a hook, a parser such as the uploads' multipart) stays
 * in its own context, while the root's hooks, error handler and limits apply to all of them.
 */
export async function registerRoutes(app: FastifyInstance, ctx: Context): Promise<void> {
  const domains = ctx.devHooks ? [...DOMAINS, devRoutes] : DOMAINS;
  for (const routes of domains) await app.register(async (domain) => routes(domain, ctx));
}
