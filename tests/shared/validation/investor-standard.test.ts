import { standardRules, standardShortfall } from '@/shared/validation/investor-standard';

describe('the qualified-investor standard of 资产管理计划 (资管新规 art. 5)', () => {
  it.each([
    ['2 years and 家庭金融净资产 300万', { experienceYears: 2, netFinancialAssets: 3_000_000 }, null],
    ['2 years and 家庭金融资产 500万', { experienceYears: 2, financialAssets: 5_000_000 }, null],
    ['2 years and income 40万', { experienceYears: 2, annualIncome: 400_000 }, null],
    [
      'assets without 2 years of experience',
      { experienceYears: 1, financialAssets: 9_000_000 },
      '投资经历不足2年',
    ],
    [
      'income 39.9万 (art. 12 of the fund rules would ask 50万: not this standard)',
      { experienceYears: 5, annualIncome: 399_999 },
      /均未达到标准/,
    ],
    [
      'net 299万 and assets 499万',
      { experienceYears: 5, netFinancialAssets: 2_990_000, financialAssets: 4_990_000 },
      /均未达到标准/,
    ],
  ] as const)('%s', (_, facts, expected) => {
    const shortfall = standardShortfall('qualified', facts);
    if (expected === null) expect(shortfall).toBeNull();
    else expect(shortfall).toMatch(expected);
  });

  it('professional: 500万 financial assets or 50万 income, and 2 years; net financial assets is no way there', () => {
    expect(standardShortfall('professional', { experienceYears: 2, annualIncome: 500_000 })).toBeNull();
    expect(standardShortfall('professional', { experienceYears: 2, annualIncome: 400_000 })).not.toBeNull();
    expect(
      standardShortfall('professional', { experienceYears: 2, netFinancialAssets: 9_000_000 }),
    ).not.toBeNull();
  });

  it('the page lists the same figures', () => {
    expect(standardRules('qualified')).toEqual([
      '具有2年以上投资经历；并且',
      '家庭金融净资产不低于300万元，或者家庭金融资产不低于500万元，或者近三年本人年均收入不低于40万元。',
    ]);
    expect(standardRules('professional')[1]).toBe(
      '金融资产不低于500万元，或者近三年本人年均收入不低于50万元。',
    );
  });
});
