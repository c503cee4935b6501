import type { FundQuoteQuery } from '@/api/fund/contract';
import type { FundDocumentKind } from '@/api/fund/contract-documents';

export type NavRange = NonNullable<FundQuoteQuery['range']>;

/** 产品详情 (基金档案): the words of the page. */
export const DETAIL_TEXT = {
  title: '产品详情',
  badCode: '产品代码有误，请从产品列表进入产品详情',
  loading: '正在加载产品信息…',
  failed: '产品信息加载失败',
  toList: '返回产品列表',
  facts: '基本信息',
  code: '基金代码',
  category: '基金类型',
  risk: '风险等级',
  manager: '基金管理人',
  inception: '成立日期',
  notEstablished: '尚未成立',
  status: '交易状态',
  minFirst: '起购金额',
  latest: '最新净值',
  latestYield: '七日年化',
  history: '净值走势',
  historyTable: '查看净值数据表',
  ranges: '走势区间',
  date: '日期',
  nav: '单位净值',
  totalNav: '累计净值',
  myriad: '万份收益',
  noHistory: '暂无净值数据',
  fees: '费率',
  redemption: '赎回费率',
  holding: '持有期限',
  rate: '费率',
  daysFrom: (min: number, max: number | null) =>
    max === null ? `${min}日及以上` : `${min}日（含）至${max}日`,
  documents: '产品文件',
  noDocuments: '暂无产品文件',
  pdf: '（PDF，在新窗口打开）',
  published: (date: string) => `发布日期 ${date}`,
} as const;

export const RANGE_LABEL: Record<NavRange, string> = {
  '1m': '近1月',
  '3m': '近3月',
  '6m': '近6月',
  '1y': '近1年',
  '3y': '近3年',
};

export const DOCUMENT_KIND: Record<FundDocumentKind, string> = {
  contract: '合同',
  prospectus: '招募说明书',
  summary: '产品资料概要',
  riskDisclosure: '风险揭示书',
  announcement: '公告',
};
