import type { QualifiedVerifyData } from '@/api/investor/contract';
import type { RiskResult } from '@/api/paper/contract';
import { expiryReminders } from '@/pages/index/hall/reminders';

const risk = (daysLeft: number, endDate: string): RiskResult => ({
  risk: 'C3',
  isLowestRisk: false,
  score: null,
  answerDate: null,
  endDate,
  isExpire: daysLeft < 0,
  daysLeft,
  horizon: '2',
  investmentLimit: '1-5年',
  varieties: ['1'],
  investmentVarieties: '固定收益类',
  matchingFundRisks: ['R1', 'R2', 'R3'],
});
const cert = (partial: Partial<QualifiedVerifyData>): QualifiedVerifyData => ({
  level: 'qualified',
  state: 'upload',
  endDate: '20261210',
  daysLeft: 17,
  latest: null,
  canApply: true,
  ...partial,
});

describe('hall expiry reminders', () => {
  it('nothing more than 30 days ahead', () => {
    expect(
      expiryReminders({ risk: risk(31, '20261224'), qualified: cert({ state: 'checkPass', daysLeft: 31 }) }),
    ).toEqual([]);
  });

  it('the risk test 30 days ahead and after, with one click to retake it', () => {
    expect(expiryReminders({ risk: risk(30, '20261223') })).toEqual([
      {
        key: 'risk',
        tone: 'soon',
        text: '您的风险测评将于 2026-12-23 到期（还剩 30 天），到期后需重新测评方可购买产品',
        action: { label: '重新测评', to: '/hall/user/risk-level?module=RiskLevelTest' },
      },
    ]);
    expect(expiryReminders({ risk: risk(-1, '20261122') })[0]).toMatchObject({
      tone: 'expired',
      text: '您的风险测评已于 2026-11-22 过期，重新测评后方可购买产品',
    });
  });

  it('a certification in its last 30 days: renew; lapsed: certify again; an organisation: its adviser', () => {
    expect(expiryReminders({ qualified: cert({}) })).toEqual([
      {
        key: 'qualified',
        tone: 'soon',
        text: '您的合格投资者认证将于 2026-12-10 到期（还剩 17 天），请及时上传新的证明材料',
        action: { label: '去续期', to: '/hall/user/conform-certification' },
      },
    ]);
    expect(
      expiryReminders({
        professional: cert({
          level: 'professional',
          state: 'checkExpired',
          daysLeft: -10,
          endDate: '20261113',
        }),
      })[0],
    ).toMatchObject({
      text: '您的专业投资者认证已于 2026-11-13 过期',
      action: { label: '重新认证', to: '/hall/user/major-conform-certification' },
    });
    const org = expiryReminders({ qualified: cert({ canApply: false }) })[0];
    expect(org.action).toBeUndefined();
    expect(org.text).toMatch(/请咨询您的财富顾问或致电客服（95517）$/);
  });

  it('no reminder while a renewal is under review', () => {
    expect(expiryReminders({ qualified: cert({ state: 'checking' }) })).toEqual([]);
  });
});
