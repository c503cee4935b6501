import { PLAN_TEXT } from '@/shared/trading';

/** The words of the 定投 screens (the schedule's own are shared/trading/plan-schedule.ts PLAN_TEXT). */
export const PLAN_SCREEN_TEXT = {
  notPlanned: '暂不支持定投',
  start: '定投',
  amount: '每期定投金额',
  amountPlaceholder: (min: string) => `最低${min}元`,
  frequency: '扣款周期',
  weekday: '扣款日（周）',
  monthDay: '扣款日（每月）',
  monthDayOption: (day: number) => `${day}日`,
  card: '扣款银行卡（快捷支付）',
  noCard: '定投需从已开通快捷支付的银行卡扣款，您还没有这样的银行卡。',
  openFastPay: '去开通快捷支付',
  cardLimits: (single: string, daily: string) => `单笔限额${single}，单日限额${daily}`,
  firstDebit: '首次扣款日',
  firstDebitMoved: (period: string) => `（${period}为非交易日，顺延至下一交易日）`,
  rules:
    '每期在扣款日（遇非交易日顺延至下一交易日）按申购规则以快捷支付扣款并提交定投申购，T+1确认；扣款失败将记录原因，连续3期失败将自动暂停计划。',
  submit: (noun: string) => `确认${noun}`,
  sending: '正在提交…',
  resend: '重新提交',
  noun: '创建定投',
  passwordFor: (fund: string, amount: string, cycle: string) => `${fund}：${cycle}定投${amount}`,
  created: PLAN_TEXT.created,
  toList: '查看我的定投',
  listTitle: '我的定投',
  empty: '您还没有定投计划。在购买页选择支持定投的基金即可创建。',
  nextDebit: '下次扣款日',
  periodsRun: '已投期数',
  totalInvested: '累计投入',
  detail: '查看明细',
  runs: '扣款记录',
  noRuns: '尚无扣款记录',
  runPeriod: (n: number) => `第${n}期`,
  runPlaced: '已提交定投申购',
  runRefused: '扣款失败',
  order: '订单详情',
  pause: '暂停',
  resume: '恢复',
  stop: '终止',
  modify: '修改',
  stopConfirm: '终止后该定投计划不再扣款，且不能恢复。确定终止吗？',
  save: '保存修改',
  cancel: '取消',
  modifyTitle: '修改定投',
  resumeTitle: '恢复定投',
  tradeAccount: '交易账号',
} as const;

/** 定投测算's words. */
export const REPLAY_TEXT = {
  title: '定投测算',
  ranges: '测算区间',
  range: (years: string) => `近${years}年`,
  needAmount: '输入每期定投金额后，可查看按历史净值测算的定投结果。',
  loading: '正在测算…',
  failed: '测算失败，请稍后再试',
  noHistory: '该区间内暂无可用于测算的净值。',
  summary: (s: {
    years: string;
    from: string;
    to: string;
    cycle: string;
    amount: string;
    periods: number;
    invested: string;
    value: string;
    profit: string;
    rate: string;
  }) =>
    `近${s.years}年（${s.from}至${s.to}）${s.cycle}定投${s.amount}：共扣款${s.periods}期，投入本金${s.invested}，期末市值${s.value}，收益${s.profit}，收益率${s.rate}%。`,
  table: '查看测算数据表',
  caption: '定投测算数据表',
  date: '扣款日',
  invested: '累计投入（元）',
  value: '市值（元）',
  caveat:
    '测算按基金历史净值、网上直销申购费率和红利再投资计算，仅供参考，不代表未来收益；基金过往业绩不预示其未来表现。',
} as const;
