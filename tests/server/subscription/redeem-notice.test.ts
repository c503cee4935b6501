import type { AccountRow } from '@/server/auth/store';
import { redeemNotice } from '@/server/subscription/notice-messages';
import type { ConfirmedRedemption } from '@/server/subscription/store-notices';

const ZHANG = { name: '张三' } as AccountRow;

const confirmed = (partial: Partial<ConfirmedRedemption> = {}): ConfirmedRedemption => ({
  app_no: 'R202611240001',
  fund_code: '970011',
  fund_name: '国证资管安心纯债债券A',
  apply_date: '20261124',
  confirm_date: '20261125',
  confirm_status: '1',
  confirmed_amount: '9960.02',
  shares: '11563.94',
  fee: '149.40',
  net_amount: '9810.62',
  reason: null,
  payout_date: '20261130',
  ...partial,
});

describe('赎回提醒 (trading-rules N1)', () => {
  it('states the net amount that will arrive, the gross and the fee labelled as such', () => {
    const { text } = redeemNotice(ZHANG, confirmed());
    expect(text).toContain(
      '已于2026-11-25确认成功：确认份额 11563.94 份，到账金额 9810.62 元，预计 2026-11-30 到账（赎回金额 9960.02 元，扣除赎回费 149.40 元）。',
    );
    expect(text).not.toContain('确认金额 9960.02 元（已扣赎回费');
  });

  it('takes gross − fee when no payment was recorded with the confirmation', () => {
    const { text } = redeemNotice(ZHANG, confirmed({ net_amount: null, payout_date: null }));
    expect(text).toContain('到账金额 9810.62 元（赎回金额 9960.02 元，扣除赎回费 149.40 元）。');
  });

  it('a refused redemption says why and that no share left the holding', () => {
    const { text } = redeemNotice(ZHANG, confirmed({ confirm_status: '0', reason: '基金暂停赎回' }));
    expect(text).toContain('确认失败：基金暂停赎回。份额未减少。');
  });
});
