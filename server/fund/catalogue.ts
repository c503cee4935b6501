import { fund, publicLimits } from './catalogue-defaults';
import { BOND_C_FEES, CD_INDEX_FEES, EQUITY_AB_FEES } from './fee-schedules';
import type { FundSpec } from './types';

/**
 * The funds of the local back office. Codes, names, statuses, risk levels, kinds and white-list flags are
 * those the demo catalogue already seeded (the fund search and its tests keep their meaning); every branch a
 * page must show has a fund: each status of spec §3, R1–R5, public and private, qualified-only, front- or
 * back-end fee at the investor's choice (970031, 970051), money-market funds, daily purchase caps (970003, 970041, 970061), a missing product
 * summary (970091), missing suitability factors (970081 → 400010), a fund younger than a year (970081),
 * terminated funds with a last NAV (970071, 980009) and dividends.
 */
export const CATALOGUE: readonly FundSpec[] = [
  fund('970001', '国证资管货币市场基金A', '货币型', '0', 'R1', { inception: '20230103' }),
  fund('970002', '国证资管货币市场基金B', '货币型', '0', 'R1', {
    inception: '20230103',
    // B class: institutional minimum, no sales service fee, hence a higher yield.
    limits: publicLimits('5000000', '1000', null),
    model: { kind: 'money-market', yieldFrom: 0.0255, yieldTo: 0.0155 },
  }),
  fund('970003', '国证资管现金添利货币', '货币型', '8', 'R1', {
    inception: '20230601',
    limits: publicLimits('1', '1', '1000000'),
    model: { kind: 'money-market', yieldFrom: 0.022, yieldTo: 0.012 },
  }),
  fund('970011', '国证资管安心纯债债券A', '债券型', '0', 'R2', {
    inception: '20230110',
    dividends: [
      { exDate: '20231215', perShare: '0.0120' },
      { exDate: '20241216', perShare: '0.0150' },
      { exDate: '20251215', perShare: '0.0130' },
    ],
  }),
  fund('970012', '国证资管安心纯债债券C', '债券型', '6', 'R2', { inception: '20230110', fees: BOND_C_FEES }),
  fund('970013', '国证资管稳健增利债券', '债券型', '5', 'R2', { inception: '20230301' }),
  fund('970021', '国证资管短债增强债券', '债券型', '4', 'R2', { inception: '20230315', horizon: '1' }),
  fund('970031', '国证资管稳健配置混合', '混合型', '0', 'R3', {
    inception: '20230105',
    fees: EQUITY_AB_FEES,
    dividends: [
      { exDate: '20240125', perShare: '0.0500' },
      { exDate: '20250124', perShare: '0.0600' },
    ],
  }),
  fund('970032', '国证资管价值精选混合', '混合型', '1', 'R3', {
    raise: { from: '20261116', to: '20261211' },
    // Its 发售公告: 认购申请一经受理不得撤销.
    subscriptionCancellable: false,
  }),
  fund('970033', '国证资管均衡成长混合', '混合型', '2', 'R3', {
    raise: { from: '20261019', to: '20261113' },
  }),
  fund('970041', '国证资管沪深300指数增强', '指数型', '0', 'R4', {
    inception: '20230201',
    limits: publicLimits('10', '10', '1000000'),
  }),
  fund('970042', '国证资管中证500指数', '指数型', '7', 'R4', {
    inception: '20230208',
    dividends: [{ exDate: '20261125', perShare: '0.0500' }],
  }),
  fund('970043', '国证资管科技创新混合', '混合型', '3', 'R4', {
    raise: { from: '20260810', to: '20260911' },
  }),
  fund('970051', '国证资管新兴产业股票', '股票型', '0', 'R5', {
    inception: '20230306',
    fees: EQUITY_AB_FEES,
    horizon: '3',
    model: { kind: 'nav', annualDrift: -0.06, annualVolatility: 0.28 },
  }),
  fund('970052', '国证资管医药健康股票', '股票型', '9', 'R5', { inception: '20230412', white: false }),
  fund('970061', '国证资管全球精选QDII', 'QDII', '0', 'R5', {
    inception: '20230418',
    // Foreign-exchange quota: a small daily cap per investor, as QDII funds announce.
    limits: publicLimits('10', '10', '50000'),
    model: { kind: 'nav', annualDrift: 0.12, annualVolatility: 0.22 },
  }),
  fund('970062', '国证资管稳健养老目标一年持有期FOF', 'FOF', '0', 'R3', {
    inception: '20240110',
    minHolding: { unit: 'month', length: 12, rolling: false },
  }),
  fund('970071', '国证资管红利优选混合', '混合型', 'a', 'R3', {
    inception: '20230601',
    lastNavDate: '20251226',
  }),
  fund('970072', '国证资管消费升级混合', '混合型', '0', 'R4', { inception: '20230705' }),
  fund('970081', '国证资管同业存单指数7天持有', '指数型', '0', 'R2', {
    inception: '20260309',
    minHolding: { unit: 'day', length: 7, rolling: false },
    fees: CD_INDEX_FEES,
    horizon: null,
    variety: null,
    payoutDays: 2,
    model: { kind: 'nav', annualDrift: 0.02, annualVolatility: 0.003 },
  }),
  fund('970091', '国证资管MSCI中国A股指数', '指数型', '0', 'R4', {
    inception: '20230808',
    documents: { summary: null, contract: null, riskDisclosure: null },
  }),
  fund('970092', '国证资管ESG责任投资混合', '混合型', '8', 'R4', {
    inception: '20231020',
    dividends: [{ exDate: '20261117', perShare: '0.0800' }],
  }),
  fund('980001', '国证资管鑫享1号集合资产管理计划', '集合资产管理计划', '0', 'R2', {
    privateClass: 'fixedIncome',
    inception: '20230215',
    dividends: [
      { exDate: '20240628', perShare: '0.0200' },
      { exDate: '20250627', perShare: '0.0200' },
      { exDate: '20260626', perShare: '0.0200' },
    ],
  }),
  fund('980002', '国证资管稳盈6个月持有期集合资产管理计划', '集合资产管理计划', '4', 'R2', {
    privateClass: 'fixedIncome',
    inception: '20230620',
    minHolding: { unit: 'month', length: 6, rolling: false },
  }),
  fund('980003', '国证资管金鼎固收增强1号集合资产管理计划', '集合资产管理计划', '1', 'R3', {
    privateClass: 'fixedIncome',
    raise: { from: '20261102', to: '20261130' },
    variety: '1',
  }),
  fund('980004', '国证资管量化对冲1号集合资产管理计划', '集合资产管理计划', '0', 'R4', {
    privateClass: 'equity',
    inception: '20230905',
    variety: '4',
    model: { kind: 'nav', annualDrift: 0.05, annualVolatility: 0.06 },
    // No risk disclosure on file: signing stops at 风险揭示书文件缺失 (issue 14).
    documents: {
      summary: null,
      contract: { noticeCode: 'HT980004', fileName: '国证资管量化对冲1号集合资产管理计划资产管理合同.pdf' },
      riskDisclosure: null,
    },
  }),
  fund('980005', '国证资管优选成长3号集合资产管理计划', '集合资产管理计划', '5', 'R4', {
    privateClass: 'equity',
    inception: '20240112',
  }),
  fund('980006', '国证资管定增精选1号集合资产管理计划', '集合资产管理计划', '9', 'R5', {
    privateClass: 'equity',
    inception: '20230301',
    white: false,
    horizon: '3',
  }),
  fund('980007', '国证资管港股通精选1号集合资产管理计划', '集合资产管理计划', '0', 'R5', {
    privateClass: 'equity',
    inception: '20240620',
    model: { kind: 'nav', annualDrift: -0.03, annualVolatility: 0.26 },
    // No electronic contract on file: signing stops at 电子合同文件缺失 (issue 14).
    documents: {
      summary: null,
      contract: null,
      riskDisclosure: {
        noticeCode: 'FXJS980007',
        fileName: '国证资管港股通精选1号集合资产管理计划风险揭示书.pdf',
      },
    },
  }),
  fund('980008', '国证资管尊享1号单一资产管理计划', '单一资产管理计划', '2', 'R3', {
    privateClass: 'mixed',
    raise: { from: '20261012', to: '20261106' },
  }),
  fund('980009', '国证资管恒利债券1号集合资产管理计划', '集合资产管理计划', 'a', 'R2', {
    privateClass: 'fixedIncome',
    inception: '20230410',
    lastNavDate: '20260630',
  }),
  fund('980010', '国证资管CTA多策略1号集合资产管理计划', '集合资产管理计划', '6', 'R5', {
    privateClass: 'commodityDerivative',
    inception: '20240305',
    white: false,
    variety: '3',
    model: { kind: 'nav', annualDrift: 0.08, annualVolatility: 0.15 },
  }),
  fund('980011', '国证资管ESG主题1号集合资产管理计划', '集合资产管理计划', '3', 'R4', {
    privateClass: 'equity',
    raise: { from: '20260601', to: '20260630' },
  }),
  fund('980012', '国证资管安享30天滚动持有集合资产管理计划', '集合资产管理计划', '7', 'R1', {
    privateClass: 'fixedIncome',
    inception: '20250106',
    minHolding: { unit: 'day', length: 30, rolling: true },
    horizon: '1',
  }),
];

const BY_CODE = new Map(CATALOGUE.map((spec) => [spec.code, spec]));

/** @internal */
export function findFund(code: string): FundSpec | undefined {
  return BY_CODE.get(code);
}
