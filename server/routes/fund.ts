import type { FastifyInstance } from 'fastify';

import type { FundSearchItem, FundSearchQuery, ReceivingAccount, ReceivingAccountQuery } from '@/api/types';

import { requireSession } from '../auth/guard';
import type { Context } from '../context';
import { hint, ok } from '../http/envelope';
import { query, str } from '../http/schemas';

const SEARCH_LIMIT = 20;
// Funds that can no longer be traded: issue failed, closed, ended.
const UNTRADEABLE = ['3', '9', 'a'];

/** A keyword must hold a letter, digit or Chinese character, else there is nothing to suggest (spec §5). */
const MEANINGFUL = /[A-Za-z0-9\u4e00-\u9fff]/;

export function fundRoutes(app: FastifyInstance, ctx: Context): void {
  app.get<{ Querystring: FundSearchQuery }>(
    '/v1/fund/search',
    {
      schema: {
        querystring: query(
          {
            content: { type: 'string', maxLength: 50 },
            filterFlag: { enum: ['0', '1'] },
            whiteFlag: { enum: ['0', '1'] },
          },
          ['content'],
        ),
      },
    },
    async (request) => {
      const { content, filterFlag, whiteFlag } = request.query;
      const keyword = content.trim().toUpperCase();
      if (!MEANINGFUL.test(keyword)) return ok<FundSearchItem[]>([]);
      const where = ["(UPPER(code) LIKE ? ESCAPE '\\' OR UPPER(name) LIKE ? ESCAPE '\\')"];
      const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      if (filterFlag === '1') where.push(`status NOT IN (${UNTRADEABLE.map(() => '?').join(', ')})`);
      if (whiteFlag === '1') where.push('white_list = 1');
      const rows = ctx.db.all<FundSearchItem>(
        `SELECT code, name FROM funds WHERE ${where.join(' AND ')} ORDER BY code LIMIT ${SEARCH_LIMIT}`,
        [like, like, ...(filterFlag === '1' ? UNTRADEABLE : [])],
      );
      return ok(rows);
    },
  );

  app.get<{ Querystring: ReceivingAccountQuery }>(
    '/v1/bank/receivables',
    {
      schema: { querystring: query({ fundCode: str(6, { pattern: '^[0-9]{6}$' }) }, ['fundCode']) },
      preHandler: requireSession(ctx),
    },
    async (request) => {
      const { fundCode } = request.query;
      if (!ctx.db.get('SELECT 1 FROM funds WHERE code = ?', [fundCode])) throw hint('未找到该产品');
      const rows = ctx.db.all<{
        bank_name: string;
        name: string;
        station: string;
        account: string;
        pay_code: string | null;
      }>(
        'SELECT bank_name, name, station, account, pay_code FROM receiving_accounts WHERE fund_code = ? ORDER BY id',
        [fundCode],
      );
      return ok<ReceivingAccount[]>(
        rows.map((r) => ({
          bankName: r.bank_name,
          name: r.name,
          station: r.station,
          account: r.account,
          ...(r.pay_code ? { payCode: r.pay_code } : {}),
        })),
      );
    },
  );
}
