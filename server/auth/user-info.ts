import type { RiskTolerance, UserInfoData } from '@/api/auth/contract';
import { shanghaiYyyyMmDd } from '@/shared/time';

import type { Context } from '../core/context';
import { maskIdNo, maskPhone } from './rules';
import { adviserById, tradeAccountsOf, type AccountRow } from './store';
import type { SessionRow } from './store-tokens';

/** Expiry flags are computed against the back office clock (a date is valid through its last day). */
export function userInfo(ctx: Context, account: AccountRow, session: SessionRow): UserInfoData {
  const today = shanghaiYyyyMmDd(ctx.clock.now());
  const expired = (end: string | null) => end !== null && end < today;
  return {
    name: account.name,
    userType: account.user_type,
    accountKind: account.kind,
    isNaturalPerson: account.kind !== '0',
    idType: account.id_type,
    idNoMasked: maskIdNo(account.id_no),
    phoneMasked: maskPhone(account.phone),
    fundAccount: account.fund_account,
    tradeAccounts: tradeAccountsOf(ctx, account.id),
    riskLevel: {
      isAppraisalRisk: account.risk !== null,
      isExpire: expired(account.risk_end_date),
      isLowestRisk: !!account.risk_lowest,
      risk: account.risk as RiskTolerance | null,
      endDate: account.risk_end_date,
      highestRisk: account.highest_risk as RiskTolerance | null,
    },
    isProfessional: account.professional_end !== null,
    isExpireProfessional: expired(account.professional_end),
    isQualified: account.qualified_end !== null,
    isExpireQualified: expired(account.qualified_end),
    qualifiedInfo:
      account.qualified_kind && account.qualified_end
        ? { kind: account.qualified_kind, endDate: account.qualified_end }
        : null,
    investmentVarieties: account.investment_varieties,
    investmentLimit: account.investment_limit,
    loginType: session.login_type,
    ...adviserOf(ctx, session),
  };
}

/** The adviser of a gateway session, as the investor's screens name them. */
function adviserOf(ctx: Context, session: SessionRow): Pick<UserInfoData, 'adviser'> {
  if (session.adviser_id === null) return {};
  const adviser = adviserById(ctx, session.adviser_id);
  return adviser ? { adviser: { code: adviser.code, name: adviser.name } } : {};
}
