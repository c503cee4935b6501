import type { DividendType } from '@/api/core/contract-trading';
import { useFetchDividendSettingsQuery } from '@/api/order/endpoints-selling';
import type { FeeModeCode } from '@/shared/trading';

/**
 * The dividend method of the holding a purchase adds to (the fund in this trade account and share class), a
 * change not yet in effect counted: null when the investor holds none. The registrar keeps one method per
 * holding, so a purchase into it takes that one; 修改分红方式 changes it.
 */
export function useHeldDividend(
  fundCode: string,
  tradeAccount: string,
  feeMode: FeeModeCode,
): DividendType | null {
  const { data } = useFetchDividendSettingsQuery({ fundCode, silent: true });
  const held = data?.find(
    (setting) => setting.tradeAccount === tradeAccount && setting.shareType === feeMode,
  );
  return held ? (held.pending?.dividendType ?? held.dividendType) : null;
}
