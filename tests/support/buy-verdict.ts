import type { BuyVerifyData } from '@/api/order/contract';

/** GET /v1/order/buyVerify's data for 张三 (C3 稳健型) and 970031 (R3): every row matches, nothing to confirm. */
export function createMockVerdict(partial: Partial<BuyVerifyData> = {}): BuyVerifyData {
  return {
    statusCode: '0',
    riskMatch: '1',
    investmentTimeMatch: '1',
    investmentVarietiesMatch: '1',
    highRiskProduct: '0',
    specialCare: [],
    investor: {
      riskLevel: 'C3',
      riskExpireDate: '20270501',
      isLowestRisk: false,
      isProfessional: false,
      investmentLimit: '1-5年',
      investmentVarieties: '固定收益类、权益类',
    },
    fund: {
      fundCode: '970031',
      fundName: '国证资管稳健配置混合',
      fundRiskLevel: 'R3',
      productType: '1',
      productDueTime: '1-5年',
      investmentVarieties: '权益类',
    },
    comparisons: [
      { item: 'risk', investorValue: 'C3 稳健型', productValue: 'R3 中风险', match: '1' },
      { item: 'investmentTime', investorValue: '1-5年', productValue: '1-5年', match: '1' },
      {
        item: 'investmentVarieties',
        investorValue: '固定收益类、权益类',
        productValue: '权益类',
        match: '1',
      },
    ],
    reasons: [],
    ...partial,
  };
}
