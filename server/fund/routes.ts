import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import {
  FundContractSearchData,
  FundContractSearchQuery,
  FundListData,
  FundListQuery,
  FundQuoteData,
  FundQuoteQuery,
  FundRateIntervalData,
  FundRateIntervalQuery,
  FundSearchData,
  FundSearchQuery,
  FundWhiteData,
  FundWhiteQuery,
  RedeemFundData,
  RedeemFundQuery,
} from '@/api/fund/contract';
import { isPrivateProduct } from '@/shared/enums/fund';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

import { tradeAccountsOf } from '../account/store-assets';
import { current, requireSession } from '../auth/guard';
import type { Context } from '../core/context';
import { BusinessError, ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { holdingViews, redeemableCheckEnabled } from '../holding/holdings';
import { feeTableFor, wireTiers } from './fee-tiers';
import { requireFund } from './funds';
import { listFunds } from './list';
import { privateFiguresFor, privateListed } from './private-figures';
import { contractSearch, fundQuote } from './quote';
import { searchKeyword } from './rules';
import { searchFunds } from './store';

/**
 * No session needed: the catalogue and public funds' NAVs and fee tables are public information. A private
 * product's NAV, returns and fee table only for a qualified investor with a valid risk test (资管新规: no
 * public promotion; private-figures.ts), and the public finds no private product in the list or the searches;
 * the investor's holdings need a session.
 */
const CONSIGNMENT_ONLY = '该功能仅对代销渠道注册用户开放';

export function fundRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const known = (code: string) => requireFund(ctx, code);

  const search = enveloped({ querystring: FundSearchQuery }, FundSearchData);
  const answer = (
    request: FastifyRequest,
    { content, filterFlag, whiteFlag }: FundSearchQuery,
    among?: { accountId: number; tradeAccounts: readonly string[] },
  ) => {
    const keyword = searchKeyword(content);
    if (!keyword || among?.tradeAccounts.length === 0) return ok([]);
    const options = {
      tradeableOnly: filterFlag === '1',
      whiteListOnly: whiteFlag === '1',
      publicOnly: !privateListed(privateFiguresFor(ctx, request)),
      among,
    };
    return ok(searchFunds(ctx, keyword, options));
  };
  app.get('/v1/fund/search', search, async (request) => answer(request, request.query));

  /** The consignment search: a Registered investor's funds of the consignment channel (docs/decisions.md). */
  app.get('/v1/fund/search/crm', { ...search, preValidation: requireSession(ctx) }, async (request) => {
    const { account } = current(request);
    if (account.user_type !== 'Registered')
      throw new BusinessError(RESPONSE_STATE.NO_ROLE_PERMISSION, CONSIGNMENT_ONLY);
    return answer(request, request.query, {
      accountId: account.id,
      tradeAccounts: tradeAccountsOf(ctx, account.id, 'consignment'),
    });
  });

  app.get('/v1/fund', enveloped({ querystring: FundListQuery }, FundListData), async (request) =>
    ok(listFunds(ctx, request.query, privateFiguresFor(ctx, request))),
  );

  app.get('/v1/fund/quote', enveloped({ querystring: FundQuoteQuery }, FundQuoteData), async (request) => {
    const { fundCode, range = '3m' } = request.query;
    return ok(fundQuote(ctx, known(fundCode), range, privateFiguresFor(ctx, request)));
  });

  app.get('/v1/fund/white', enveloped({ querystring: FundWhiteQuery }, FundWhiteData), async (request) => {
    const spec = known(request.query.fundCode);
    return ok({ fundCode: spec.code, white: spec.white });
  });

  app.get(
    '/v1/fund/fundRateInterval',
    enveloped({ querystring: FundRateIntervalQuery }, FundRateIntervalData),
    async (request) => {
      const { fundCode, businessType } = request.query;
      const spec = known(fundCode);
      const table = feeTableFor(spec, businessType);
      const withheld = isPrivateProduct(spec.productType) ? privateFiguresFor(ctx, request) : null;
      const tiers = withheld ? [] : wireTiers(table, 'online');
      return ok({ fundCode, businessType, feeMode: 'A' as const, tiers, figuresWithheld: withheld });
    },
  );

  app.get(
    '/v1/fund/contract/search',
    enveloped({ querystring: FundContractSearchQuery }, FundContractSearchData),
    async (request) =>
      ok(contractSearch(ctx, request.query.content, privateListed(privateFiguresFor(ctx, request)))),
  );

  app.get(
    '/v1/fund/redeemFund',
    enveloped({ querystring: RedeemFundQuery }, RedeemFundData, { preValidation: requireSession(ctx) }),
    async (request) =>
      ok({
        redeemableCheck: redeemableCheckEnabled(),
        holdings: holdingViews(ctx, current(request).account.id),
      }),
  );
}
