import { QUICK_CASH_TEXT } from '@/shared/trading';

/** The words of 快速取现 beside 普通取现 on a money-market fund's redeem page. */
export const QUICK_CASH_WORDS = {
  title: '快速取现（T+0）',
  lead: '资金实时到账至您的银行卡，每人每只基金每个自然日限额1万元；取出的份额当日起不再享有收益。',
  ordinary: '普通取现（T+1）：下方赎回，下一工作日到账，不受快速取现额度限制。',
  leftToday: (left: string) => `今日剩余快速取现额度：${left}`,
  poolLeft: (left: string) => `本基金今日快速取现总额度剩余：${left}`,
  card: (card: string) => `到账银行卡：${card}`,
  amount: '取现金额',
  unit: '元',
  all: '全部可取',
  submit: '快速取现',
  passwordFor: (fund: string, amount: string) => `从${fund}快速取现${amount}，资金实时到账`,
  doneTitle: QUICK_CASH_TEXT.done,
  doneFacts: (amount: string, card: string, left: string) =>
    `已到账：${amount}，银行卡：${card}；今日剩余快速取现额度：${left}`,
  unknown: '快速取现结果未知，请勿重复提交；请稍后在交易记录中查看，或再次点击以查询同一笔结果',
} as const;
