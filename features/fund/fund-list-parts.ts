import type { BuyButton } from './buy-button';
import type { FundRowSource } from './cells';
import type { FundListParams } from './list-query';

/** The fund list's words, in its table and on its cards. */
export const FUND_LIST_TEXT = {
  caption: '基金列表',
  name: '产品名称/代码',
  risk: '风险等级',
  status: '产品状态',
  value: '净值/收益',
  threeMonth: '近三月',
  year: '近一年',
  total: '成立以来',
  minFirst: '起购金额',
  action: '操作',
  loading: '正在加载产品…',
  empty: '暂无符合条件的产品',
} as const;

export interface FundTableProps<T extends FundRowSource> {
  items: readonly T[] | undefined;
  loading: boolean;
  params: FundListParams;
  /** The button of a row: 认购 / 购买 / 预约, or disabled. */
  buyButton: (item: T) => BuyButton;
  onBuy: (item: T) => void;
  /** The fund whose checks are running: its button shows so, every button ignores clicks meanwhile. */
  checkingCode: string | null;
  /** Organisations certify through their adviser: a withheld row then names no certification link. */
  isNaturalPerson?: boolean;
}
