import type { FastifyInstance } from 'fastify';

import type { Context } from '../context';
import { agreementRoutes } from './agreement';
import { authCaptchaRoutes } from './auth-captcha';
import { authKeyRoutes } from './auth-keys';
import { authLoginRoutes } from './auth-login';
import { authOcrRoutes } from './auth-ocr';
import { authPasswordRoutes } from './auth-password';
import { authSessionRoutes } from './auth-session';
import { authSmsRoutes } from './auth-sms';
import { authTradePasswordRoutes } from './auth-trade-password';
import { clientErrorRoutes } from './client-errors';
import { devRoutes } from './dev';
import { dictRoutes } from './dict';
import { fundRoutes } from './fund';
import { userRoutes } from './user';

export async function registerRoutes(app: FastifyInstance, ctx: Context): Promise<void> {
  for (const routes of [
    authKeyRoutes,
    authCaptchaRoutes,
    authLoginRoutes,
    authSmsRoutes,
    authSessionRoutes,
    authPasswordRoutes,
    authTradePasswordRoutes,
    dictRoutes,
    fundRoutes,
    agreementRoutes,
    userRoutes,
    clientErrorRoutes,
  ]) {
    routes(app, ctx);
  }
  await authOcrRoutes(app, ctx);
  if (ctx.devHooks) devRoutes(app, ctx);
}
