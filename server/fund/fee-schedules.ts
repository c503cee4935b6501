import type { FundFees, HoldingFeeStep, PurchaseFeeTable } from './types';

/**
 * The fee tables the catalogue's funds share, in the shape of a prospectus: purchase fee tiers under 1
 * million, 1–5 million, and a fixed 1000 yuan from 5 million; redemption fee by holding period, at least
 * 1.5 % under 7 days for every fund but money-market ones (公开募集开放式证券投资基金流动性风险管理规定,
 * art. 23). Rates are fractions.
 */
const tiers = (under1m: string, under5m: string): PurchaseFeeTable['tiers'] => [
  { from: '0', rate: under1m },
  { from: '1000000', rate: under5m },
  { from: '5000000', fixed: '1000' },
];

/** 网上直销 4折, not below 0.6 % (the common wording of equity funds' fee notices). */
const EQUITY_ONLINE = { factor: '0.4', floorRate: '0.006' };
/** 网上直销 1折 for bond funds, no floor. */
const BOND_ONLINE = { factor: '0.1', floorRate: '0' };

const NO_FEE: PurchaseFeeTable = { tiers: [{ from: '0', rate: '0' }], onlineDiscount: null };

const steps = (...pairs: Array<[number, string]>): HoldingFeeStep[] =>
  pairs.map(([fromDays, rate]) => ({ fromDays, rate }));

export const MONEY_MARKET_FEES: FundFees = {
  purchase: NO_FEE,
  subscription: null,
  backEnd: null,
  redemption: steps([0, '0']),
};

export const BOND_A_FEES: FundFees = {
  purchase: { tiers: tiers('0.008', '0.005'), onlineDiscount: BOND_ONLINE },
  subscription: { tiers: tiers('0.006', '0.004'), onlineDiscount: BOND_ONLINE },
  backEnd: null,
  redemption: steps([0, '0.015'], [7, '0.001'], [30, '0']),
};

/** C class: no purchase fee (a sales service fee is taken from the assets instead). */
export const BOND_C_FEES: FundFees = {
  purchase: NO_FEE,
  subscription: null,
  backEnd: null,
  redemption: steps([0, '0.015'], [7, '0.001'], [30, '0']),
};

export const CD_INDEX_FEES: FundFees = {
  purchase: { tiers: tiers('0.001', '0.0005'), onlineDiscount: null },
  subscription: null,
  backEnd: null,
  redemption: steps([0, '0.015'], [7, '0']),
};

const EQUITY_REDEMPTION = steps([0, '0.015'], [7, '0.0075'], [30, '0.005'], [365, '0.0025'], [730, '0']);

export const EQUITY_FEES: FundFees = {
  purchase: { tiers: tiers('0.015', '0.01'), onlineDiscount: EQUITY_ONLINE },
  subscription: { tiers: tiers('0.012', '0.008'), onlineDiscount: EQUITY_ONLINE },
  backEnd: null,
  redemption: EQUITY_REDEMPTION,
};

/** Front-end or back-end at the investor's choice: the back-end fee falls with the years held. */
export const EQUITY_AB_FEES: FundFees = {
  ...EQUITY_FEES,
  backEnd: steps([0, '0.018'], [365, '0.012'], [1095, '0.006'], [1825, '0']),
};

export const INDEX_FEES: FundFees = {
  purchase: { tiers: tiers('0.012', '0.008'), onlineDiscount: EQUITY_ONLINE },
  subscription: { tiers: tiers('0.01', '0.006'), onlineDiscount: EQUITY_ONLINE },
  backEnd: null,
  redemption: steps([0, '0.015'], [7, '0.005'], [365, '0.0025'], [730, '0']),
};

export const QDII_FEES: FundFees = {
  purchase: { tiers: tiers('0.016', '0.01'), onlineDiscount: EQUITY_ONLINE },
  subscription: null,
  backEnd: null,
  redemption: steps([0, '0.015'], [7, '0.005'], [365, '0']),
};

/** A one-year holding-period FOF: no redemption fee once the shares may be redeemed. */
export const FOF_FEES: FundFees = {
  purchase: { tiers: tiers('0.012', '0.008'), onlineDiscount: EQUITY_ONLINE },
  subscription: null,
  backEnd: null,
  redemption: steps([0, '0.015'], [7, '0']),
};

/** 资产管理计划: 参与费 by larger tiers (minimums start at 300 000 yuan), 退出费 by holding period. */
export const PRIVATE_FEES: FundFees = {
  purchase: {
    tiers: [
      { from: '0', rate: '0.01' },
      { from: '3000000', rate: '0.005' },
      { from: '10000000', fixed: '1000' },
    ],
    onlineDiscount: null,
  },
  subscription: {
    tiers: [
      { from: '0', rate: '0.008' },
      { from: '3000000', rate: '0.004' },
      { from: '10000000', fixed: '1000' },
    ],
    onlineDiscount: null,
  },
  backEnd: null,
  redemption: steps([0, '0.015'], [7, '0.005'], [180, '0']),
};
