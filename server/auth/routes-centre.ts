import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import {
  CertificateBody,
  CertificateData,
  MobileBody,
  MobileData,
  TwoFactorBody,
  TwoFactorData,
} from '@/api/auth/contract-centre';
import { USER_CENTRE_MESSAGES } from '@/shared/messages/user-centre';
import { shanghaiYyyyMmDd } from '@/shared/time';

import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { enforceRate } from '../core/http/rate-limit';
import { consumeSmsCode } from '../sms/sms-codes';
import { certificateState } from '../user/rules';
import { GATEWAY_NO_CONTACT_CHANGE, refuseInGateway } from './gateway-limits';
import { current, requireSession } from './guard';
import { assertPhoneFormat, assertPhoneFree, PHONE_CHANGE_SUBMIT, renamedSmsError } from './mobile';
import { maskPhone } from './rules';
import { issueSecondFactor } from './second-factor';
import { noticePhoneChanged } from './security-notices';
import { setPhone } from './store-centre';

/** The user centre's auth calls: the second factor, the phone change, the certificate's end date. */
export function userCentreAuthRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const session = { preHandler: requireSession(ctx) };

  app.post('/v1/auth/2fa', enveloped({ body: TwoFactorBody }, TwoFactorData, session), async (request) => {
    const { account } = current(request);
    consumeSmsCode(ctx, account.phone, 'twoFactor', request.body.code);
    return ok({ ticket: transaction(ctx, () => issueSecondFactor(ctx, account.id)) }, '验证成功');
  });

  app.post('/v1/auth/mobile', enveloped({ body: MobileBody }, MobileData, session), async (request) => {
    const { account, session } = current(request);
    refuseInGateway(session, GATEWAY_NO_CONTACT_CHANGE);
    const { oldCode, newCode } = request.body;
    enforceRate(ctx, PHONE_CHANGE_SUBMIT, String(account.id));
    const phone = assertPhoneFormat(account.phone, request.body.phone);
    // Both codes before whether the phone is taken: a session alone cannot test other customers' phones.
    try {
      consumeSmsCode(ctx, account.phone, 'mobileOld', oldCode);
    } catch (error) {
      throw renamedSmsError(error, 'old');
    }
    try {
      consumeSmsCode(ctx, phone, 'mobileNew', newCode);
    } catch (error) {
      throw renamedSmsError(error, 'new');
    }
    transaction(ctx, () => {
      // Inside the transaction: another account may have taken the phone meanwhile.
      assertPhoneFree(ctx, account.id, phone);
      setPhone(ctx, account.id, phone);
      noticePhoneChanged(ctx, account, phone);
    });
    return ok(maskPhone(phone), USER_CENTRE_MESSAGES.phoneChanged);
  });

  app.post(
    '/v1/auth/certificate',
    enveloped({ body: CertificateBody }, CertificateData, session),
    async (request) =>
      ok(certificateState(current(request).account.id_valid_to, shanghaiYyyyMmDd(ctx.clock.now()))),
  );
}
