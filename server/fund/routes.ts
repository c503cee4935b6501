import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { Envelope } from '@/api/core/contract';
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

  const search = { querystring: FundSearchQuery, response: { 200: Envelope(FundSearchData) } };
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
  app.get('/v1/fund/search', { schema: search }, async (request) => answer(request, request.query));

  /** The consignment search: a Registered investor's funds of the consignment channel (docs/decisions.md). */
  app.get('/v1/fund/search/crm', { schema: search, preValidation: requireSession(ctx) }, async (request) => {
    const { account } = current(request);
    if (account.user_type !== 'Registered')
      throw new BusinessError(RESPONSE_STATE.NO_ROLE_PERMISSION, CONSIGNMENT_ONLY);
    return answer(request, request.query, {
      accountId: account.id,
      tradeAccounts: tradeAccountsOf(ctx, account.id, 'consignment'),
    });
  });

  app.get(
    '/v1/fund',
    { schema: { querystring: FundListQuery, response: { 200: Envelope(FundListData) } } },
    async (request) => ok(listFunds(ctx, request.query, privateFiguresFor(ctx, request))),
  );

  app.get(
    '/v1/fund/quote',
    { schema: { querystring: FundQuoteQuery, response: { 200: Envelope(FundQuoteData) } } },
    async (request) => {
      const { fundCode, range = '3m' } = request.query;
      return ok(fundQuote(ctx, known(fundCode), range, privateFiguresFor(ctx, request)));
    },
  );

  app.get(
    '/v1/fund/white',
    { schema: { querystring: FundWhiteQuery, response: { 200: Envelope(FundWhiteData) } } },
    async (request) => {
      const spec = known(request.query.fundCode);
      return ok({ fundCode: spec.code, white: spec.white });
    },
  );

  app.get(
    '/v1/fund/fundRateInterval',
    { schema: { querystring: FundRateIntervalQuery, response: { 200: Envelope(FundRateIntervalData) } } },
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
    { schema: { querystring: FundContractSearchQuery, response: { 200: Envelope(FundContractSearchData) } } },
    async (request) =>
      ok(contractSearch(ctx, request.query.content, privateListed(privateFiguresFor(ctx, request)))),
  );

  app.get(
    '/v1/fund/redeemFund',
    {
      schema: { querystring: RedeemFundQuery, response: { 200: Envelope(RedeemFundData) } },
      preValidation: requireSession(ctx),
    },
    async (request) =>
      ok({
        redeemableCheck: redeemableCheckEnabled(),
        holdings: holdingViews(ctx, current(request).account.id),
      }),
  );
}
