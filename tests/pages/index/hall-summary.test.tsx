// react-router 7 needs TextEncoder, which jsdom lacks.
import '../../api/support/node-fetch';

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { investorClassOf } from '@/pages/index/hall/investor-class';
import { ProfileSummary } from '@/pages/index/hall/profile-summary';
import { QuickLinks } from '@/pages/index/hall/quick-links';

import { createMockUser } from './fixtures';

describe('investorClassOf', () => {
  it('is 普通投资者 without a certification', () => {
    expect(investorClassOf(createMockUser())).toEqual({ label: '普通投资者', lapsed: undefined });
  });

  it('prefers 专业投资者 and gives the end date of the certification', () => {
    const user = createMockUser({
      isProfessional: true,
      isQualified: true,
      qualifiedInfo: { kind: '74', endDate: '20280131' },
    });
    expect(investorClassOf(user)).toEqual({ label: '专业投资者', validity: '有效期至 2028-01-31' });
  });

  it('is 合格投资者 when only the professional certification lapsed', () => {
    const user = createMockUser({
      isProfessional: true,
      isExpireProfessional: true,
      isQualified: true,
      qualifiedInfo: { kind: '73', endDate: '20261231' },
    });
    expect(investorClassOf(user)).toEqual({ label: '合格投资者', validity: '有效期至 2026-12-31' });
  });

  it('says which certification lapsed when none is valid', () => {
    const user = createMockUser({ isQualified: true, isExpireQualified: true });
    expect(investorClassOf(user)).toEqual({ label: '普通投资者', lapsed: '合格投资者认证已过期' });
  });
});

function renderSummary(partial: Parameters<typeof createMockUser>[0]) {
  render(
    <MemoryRouter>
      <ProfileSummary user={createMockUser(partial)} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: '我的信息' });
}

describe('ProfileSummary', () => {
  it('labels C1 with the lowest-category flag and an expired test with a link to the test', () => {
    const profile = renderSummary({
      riskLevel: {
        isAppraisalRisk: true,
        isExpire: true,
        isLowestRisk: true,
        risk: 'C1',
        endDate: '20240105',
        highestRisk: 'C1',
      },
    });
    expect(profile).toHaveTextContent('保守型（最低类别）（已过期，有效期至 2024-01-05）');
    expect(screen.getByRole('link', { name: '重新测评' })).toHaveAttribute(
      'href',
      '/hall/user/risk-level?module=RiskLevelTest',
    );
  });

  it('offers the test to an investor who never took it', () => {
    renderSummary({
      riskLevel: {
        isAppraisalRisk: false,
        isExpire: false,
        isLowestRisk: false,
        risk: null,
        endDate: null,
        highestRisk: null,
      },
    });
    expect(screen.getByRole('link', { name: '去测评' })).toBeInTheDocument();
    expect(screen.getByText('未测评')).toBeInTheDocument();
  });

  it('names an organisation 机构名称', () => {
    const profile = renderSummary({ name: '国证示范投资有限公司', isNaturalPerson: false, accountKind: '0' });
    expect(profile).toHaveTextContent('机构名称国证示范投资有限公司');
  });
});

describe('QuickLinks', () => {
  it('leads from the hall to the signing records and the questionnaires too', () => {
    render(
      <MemoryRouter>
        <QuickLinks />
      </MemoryRouter>,
    );
    const quick = screen.getByRole('navigation', { name: '快捷入口' });
    expect(quick).toContainElement(screen.getByRole('link', { name: '我的签署记录' }));
    expect(screen.getByRole('link', { name: '我的签署记录' })).toHaveAttribute(
      'href',
      '/trade-center/signing-records',
    );
    expect(screen.getByRole('link', { name: '问卷调查' })).toHaveAttribute(
      'href',
      '/hall/user/questionnaire/entry',
    );
  });
});
