import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  UserDetailData,
  UserDetailQuery,
  UserProfileData,
  UserProfileQuery,
  UserUpdateBody,
  UserUpdateData,
} from '@/api/user/contract';
import {
  BeneficiaryData,
  BeneficiaryQuery,
  CrsData,
  CrsQuery,
  OrgContactorData,
  OrgContactorQuery,
  TaAccountData,
  TaAccountQuery,
} from '@/api/user/contract-org';
import { TAX_RESIDENT_TYPE } from '@/shared/enums';
import { RESPONSE_STATE } from '@/shared/enums/response-state';
import { USER_CENTRE_MESSAGES } from '@/shared/messages/user-centre';
import { shanghaiYyyyMmDd } from '@/shared/time';
import { isEmailChange } from '@/shared/validation/email-change';

import { emailOf, setEmail } from '../account/store-email';
import { GATEWAY_NO_CONTACT_CHANGE, refuseInGateway } from '../auth/gateway-limits';
import { current, requireSession } from '../auth/guard';
import { maskIdNo, maskPhone } from '../auth/rules';
import { tradeAccountsOf } from '../auth/store';
import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { BusinessError, hint, ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { agentIdOf } from './agent-id';
import { contactRowOf, contactView, profileOf } from './contact-rows';
import { changeEmail } from './email-change';
import { identityRoutes } from './routes-identity';
import { certificateState, contactProblem, profileProblem } from './rules';
import { contactOf, latestChanges, partiesOf, saveContact, taxResidentOf, type PartyRow } from './store';
import { beneficialOwnerView, changeView, partyView } from './views';

const ORG_ONLY = '该功能仅对机构投资者开放';

/** An organisation's own data: a person asking is refused (403000, which the portal keeps silent). */
function organisation(request: FastifyRequest) {
  const { account } = current(request);
  if (account.kind !== '0') throw new BusinessError(RESPONSE_STATE.NO_ROLE_PERMISSION, ORG_ONLY);
  return account;
}

export function userRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const session = { preHandler: requireSession(ctx) };

  /** A Registered user without a crmId has not finished registering (login-registered in the portal). */
  app.get(
    '/v1/user/profile',
    enveloped({ querystring: UserProfileQuery }, UserProfileData, session),
    async (request) => ok({ crmId: current(request).account.crm_id }),
  );

  app.get(
    '/v1/user',
    enveloped({ querystring: UserDetailQuery }, UserDetailData, session),
    async (request) => {
      const { account } = current(request);
      const certificate = certificateState(account.id_valid_to, shanghaiYyyyMmDd(ctx.clock.now()));
      return ok({
        name: account.name,
        isNaturalPerson: account.kind !== '0',
        idType: account.id_type,
        idNoMasked: maskIdNo(account.id_no),
        idValidTo: account.id_valid_to,
        idExpired: certificate.expired,
        phoneMasked: maskPhone(account.phone),
        fundAccount: account.fund_account,
        // The one e-mail on file: statements and reminders go to it (account/store-email.ts).
        contact: contactView(contactOf(ctx, account.id), emailOf(ctx, account.id)),
        changes: latestChanges(ctx, account.id).map(changeView),
      });
    },
  );

  app.put('/v1/user', enveloped({ body: UserUpdateBody }, UserUpdateData, session), async (request) => {
    const { account, session } = current(request);
    refuseInGateway(session, GATEWAY_NO_CONTACT_CHANGE);
    const problem = contactProblem(request.body) ?? profileProblem(profileOf(request.body));
    if (problem) throw hint(problem);
    // Statements and certificates go to the e-mail on file: another address needs the SMS second factor.
    const email = request.body.email.trim();
    const save = () => saveContact(ctx, account.id, contactRowOf(request.body), ctx.clock.now());
    if (isEmailChange(emailOf(ctx, account.id), email))
      await changeEmail(ctx, account, { email, ticket: request.body.ticket }, save);
    else
      transaction(ctx, () => {
        save();
        setEmail(ctx, account.id, email);
      });
    return ok(null, USER_CENTRE_MESSAGES.profileSaved);
  });

  app.get(
    '/v1/user/taAccount',
    enveloped({ querystring: TaAccountQuery }, TaAccountData, session),
    async (request) => {
      const { account } = current(request);
      return ok({ fundAccount: account.fund_account, tradeAccounts: tradeAccountsOf(ctx, account.id) });
    },
  );

  app.get('/v1/user/crs', enveloped({ querystring: CrsQuery }, CrsData, session), async (request) => {
    const code = taxResidentOf(ctx, current(request).account.id) as
      keyof typeof TAX_RESIDENT_TYPE | undefined;
    return ok(
      code ? { taxResident: code, label: TAX_RESIDENT_TYPE[code] } : { taxResident: '', label: '未声明' },
    );
  });

  app.get(
    '/v1/user/org/contactor',
    enveloped({ querystring: OrgContactorQuery }, OrgContactorData, session),
    async (request) => {
      const { id } = organisation(request);
      const parties = partiesOf(ctx, id);
      const one = (role: string) => parties.find((party) => party.role === role);
      const view = (party: PartyRow | undefined) => (party ? partyView(party) : null);
      const agent = one('contactor');
      return ok({
        contactor: agent ? { ...partyView(agent), encryptId: agentIdOf(ctx, id, agent.id) } : null,
        legal: view(one('legal')),
        responsible: view(one('responsible')),
      });
    },
  );

  app.get(
    '/v1/user/beneficiary',
    enveloped({ querystring: BeneficiaryQuery }, BeneficiaryData, session),
    async (request) =>
      ok(
        partiesOf(ctx, organisation(request).id)
          .filter((party) => party.role === 'beneficiary')
          .map(beneficialOwnerView),
      ),
  );

  identityRoutes(fastify, ctx);
}
