/** The direct-sales receiving accounts of the catalogue's funds (server/fund/catalogue.ts). */

/** 970001 has three receiving banks; 970072 has none (the portal's "missing account" message). */
export const MULTI_BANK_FUND = '970001';
export const NO_BANK_FUND = '970072';

export const BANKS: Array<{ bankName: string; station: string; payCode: string; prefix: string }> = [
  {
    bankName: '中国工商银行',
    station: '中国工商银行股份有限公司深圳分行营业部',
    payCode: '102584000002',
    prefix: '40000230092001',
  },
  {
    bankName: '招商银行',
    station: '招商银行股份有限公司深圳分行营业部',
    payCode: '308584000013',
    prefix: '7559210877',
  },
  {
    bankName: '中国建设银行',
    station: '中国建设银行股份有限公司深圳市分行营业部',
    payCode: '105584000005',
    prefix: '442015000100',
  },
];

export const RECEIVING_ACCOUNT_HOLDER = '国证资产管理有限公司';
