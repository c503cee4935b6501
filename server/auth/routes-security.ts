import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  ForgetDeviceBody,
  ForgetDeviceData,
  LoginHistoryData,
  LoginHistoryQuery,
  SecurityData,
  SecurityQuery,
  SignOutOthersBody,
  SignOutOthersData,
} from '@/api/auth/contract-security';

import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { hint, ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { refuseInGateway } from './gateway-limits';
import { current, requireSession } from './guard';
import { loginHistory, securityOverview } from './security-centre';
import { endOtherSessions, forgetDevice, forgetOtherDevices } from './store-security';

export const GATEWAY_NO_SECURITY_CENTRE = '顾问代为登录时不能使用安全中心，请投资者本人登录后办理';
export const DEVICE_GONE = '该设备已移除或已过期';

/** 安全中心 (issue 39): the investor's own session only, never an adviser's gateway session. */
export function securityRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const preHandler = [
    requireSession(ctx),
    async (request: FastifyRequest) => refuseInGateway(current(request).session, GATEWAY_NO_SECURITY_CENTRE),
  ];

  app.get(
    '/v1/auth/security',
    enveloped({ querystring: SecurityQuery }, SecurityData, { preHandler }),
    async (request) => ok(securityOverview(ctx, current(request).session)),
  );

  app.get(
    '/v1/auth/security/logins',
    enveloped({ querystring: LoginHistoryQuery }, LoginHistoryData, { preHandler }),
    async (request) => ok(loginHistory(ctx, current(request).account.id)),
  );

  app.post(
    '/v1/auth/security/sign-out-others',
    enveloped({ body: SignOutOthersBody }, SignOutOthersData, { preHandler }),
    async (request) => {
      const { session, account } = current(request);
      const ended = transaction(ctx, () => ({
        sessions: endOtherSessions(ctx, account.id, session.token_hash),
        devices: forgetOtherDevices(ctx, account.id, session.device_hash),
      }));
      return ok(ended, '已退出其他设备');
    },
  );

  app.post(
    '/v1/auth/security/devices/forget',
    enveloped({ body: ForgetDeviceBody }, ForgetDeviceData, { preHandler }),
    async (request) => {
      const { account } = current(request);
      if (!transaction(ctx, () => forgetDevice(ctx, account.id, request.body.id))) throw hint(DEVICE_GONE);
      return ok(null, '已移除此设备，下次在该设备登录须短信验证');
    },
  );
}
