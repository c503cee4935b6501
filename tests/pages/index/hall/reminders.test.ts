import type { CertificateData } from '@/api/auth/contract-centre';
import type { QualifiedVerifyData } from '@/api/investor/contract';
import type { RiskResult } from '@/api/paper/contract';
import { documentReminder } from '@/pages/index/hall/document-reminder';
import { expiryReminders } from '@/pages/index/hall/reminders';

/** The server's Shanghai date; the answers' own daysLeft are deliberately stale: the hall counts from today. */
const TODAY = '20261123';
const risk = (endDate: string): RiskResult => ({
  risk: 'C3',
  isLowestRisk: false,
  score: null,
  answerDate: null,
  endDate,
  isExpire: false,
  daysLeft: 999,
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
  daysLeft: 999,
  latest: null,
  canApply: true,
  ...partial,
});
const doc = (endDate: string | null): CertificateData => ({ endDate, expired: false, daysLeft: null });

describe('hall expiry reminders', () => {
  it('nothing more than 30 days ahead', () => {
    expect(
      expiryReminders({ risk: risk('20261224'), qualified: cert({ endDate: '20261224' }) }, TODAY),
    ).toEqual([]);
  });

  it('the risk test 30 days ahead and after, with one click to retake it', () => {
    expect(expiryReminders({ risk: risk('20261223') }, TODAY)).toEqual([
      {
        key: 'risk',
        tone: 'soon',
        reason: '1',
        text: '您的风险测评将于 2026-12-23 到期（还剩 30 天），到期后需重新测评方可购买产品',
        action: { label: '重新测评', to: '/hall/user/risk-level?module=RiskLevelTest' },
      },
    ]);
    expect(expiryReminders({ risk: risk('20261122') }, TODAY)[0]).toMatchObject({
      tone: 'expired',
      reason: '3',
      text: '您的风险测评已于 2026-11-22 过期，重新测评后方可购买产品',
    });
  });

  it('a certification in its last 30 days: renew; lapsed: certify again; an organisation: its adviser', () => {
    expect(expiryReminders({ qualified: cert({}) }, TODAY)).toEqual([
      {
        key: 'qualified',
        tone: 'soon',
        reason: '1',
        text: '您的合格投资者认证将于 2026-12-10 到期（还剩 17 天），请及时上传新的证明材料',
        action: { label: '去续期', to: '/hall/user/conform-certification' },
      },
    ]);
    const lapsed = cert({ level: 'professional', state: 'checkExpired', endDate: '20261113' });
    expect(expiryReminders({ professional: lapsed }, TODAY)[0]).toMatchObject({
      text: '您的专业投资者认证已于 2026-11-13 过期',
      action: { label: '重新认证', to: '/hall/user/major-conform-certification' },
    });
    const org = expiryReminders({ qualified: cert({ canApply: false }) }, TODAY)[0];
    expect(org.action).toBeUndefined();
    expect(org.text).toMatch(/请咨询您的财富顾问或致电客服（95517）$/);
  });

  it('no reminder while a renewal is under review', () => {
    expect(expiryReminders({ qualified: cert({ state: 'checking' }) }, TODAY)).toEqual([]);
  });
});

describe('hall document reminder (POST /v1/auth/certificate)', () => {
  it('the document 30 days ahead: what ends, the date, the days left and 更新证件', () => {
    expect(documentReminder(doc('20261223'), true, TODAY)).toEqual({
      key: 'document',
      tone: 'soon',
      reason: '1',
      text: '您的证件将于 2026-12-23 到期（还剩 30 天），请及时更新证件信息，以免影响交易',
      action: { label: '更新证件', to: '/hall/user/modify-id-card' },
    });
    expect(documentReminder(doc('20261224'), true, TODAY)).toBeNull();
  });

  it('its last day is 今日到期', () => {
    expect(documentReminder(doc(TODAY), true, TODAY)).toMatchObject({
      reason: '2',
      text: '您的证件将于今日（2026-11-23）到期，请及时更新证件信息，以免影响交易',
    });
  });

  it('long term, unknown or already ended (the 待办事项 say so): no reminder', () => {
    expect(documentReminder(doc('99991231'), true, TODAY)).toBeNull();
    expect(documentReminder(doc(null), true, TODAY)).toBeNull();
    expect(documentReminder(doc('20261122'), true, TODAY)).toBeNull();
  });

  it('an organisation is sent to its adviser, with no link', () => {
    const org = documentReminder(doc('20261201'), false, TODAY);
    expect(org?.action).toBeUndefined();
    expect(org?.text).toBe(
      '您的证件将于 2026-12-01 到期（还剩 8 天），请联系您的财富顾问或致电客服（95517）更新',
    );
  });
});
