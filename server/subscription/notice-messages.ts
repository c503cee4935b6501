import type { NoticeChannel } from '@/api/subscription/contract-notices';
import { CONFIRMATION_STATUS } from '@/shared/enums/fund';
import { dashed, type YyyyMmDd } from '@/shared/time';

import { channelHold } from '../account/asset-views';
import { composeBill } from '../account/bill-mail';
import { statementData } from '../account/statements';
import type { AccountRow } from '../auth/store';
import { provisionalAmong } from '../core/calendar';
import type { Context } from '../core/context';
import { Decimal } from '../core/money';
import type { ConfirmedRedemption } from './store-notices';

/** One message of a subscription: its occasion (what makes it once-only), words, and a PDF for e-mail. */
export interface Notice {
  occasion: string;
  subject: string;
  text: string;
  attachment?: { filename: string; content: Buffer };
}

const SIGNATURE = '\n\n国证资管 客服热线95517';
const greeting = (account: AccountRow) => `尊敬的${account.name}：\n\n`;

/** 对账单: by e-mail the PDF of the period; by the official account its total and where to read it. */
export async function statementNotice(
  ctx: Context,
  account: AccountRow,
  period: { beginDate: YyyyMmDd; endDate: YyyyMmDd },
  channel: NoticeChannel,
): Promise<Notice> {
  const occasion = `${period.beginDate}-${period.endDate}`;
  if (channel === 'email') {
    const bill = await composeBill(ctx, account, period);
    const attachment = { filename: bill.filename, content: bill.pdf };
    return { occasion, subject: bill.subject, text: bill.text, attachment };
  }
  const { totalAssets } = statementData(ctx, account, period);
  return {
    occasion,
    subject: `国证资管对账单（${dashed(period.endDate)}）`,
    text: `${greeting(account)}您${dashed(period.beginDate)}至${dashed(period.endDate)}的对账单已生成，期末资产合计${totalAssets}元。登录国证资管网上交易，在“我的资产”查看明细。${SIGNATURE}`,
  };
}

/** 净值提醒: the NAV of `navDate` of every fund held (both channels); null when none of them has one. */
export function netValueNotice(ctx: Context, account: AccountRow, navDate: YyyyMmDd): Notice | null {
  const held = (['direct', 'consignment'] as const)
    .flatMap((channel) => channelHold(ctx, account.id, channel).data.holdings)
    .filter((h) => h.navDate === navDate && h.nav !== null);
  if (held.length === 0) return null;
  const lines = held.map(
    (h) =>
      `${h.fundName}（${h.fundCode}）单位净值 ${h.nav}，持有 ${h.shares} 份，参考市值 ${h.marketValue} 元`,
  );
  return {
    occasion: navDate,
    subject: `国证资管净值提醒（${dashed(navDate)}）`,
    text: `${greeting(account)}您持有的基金${dashed(navDate)}净值已公布：\n${lines.join('\n')}${SIGNATURE}`,
  };
}

/** A payout day as a reminder says it: marked 预计, with why, when its year's closures are unpublished. */
const payoutDay = (date: YyyyMmDd) =>
  provisionalAmong([date]).length > 0 ? `${dashed(date)}（${PROVISIONAL_REMINDER}）` : dashed(date);
const PROVISIONAL_REMINDER = '预计，按预计交易日历推算，该年度休市安排公布后以实际交易日为准';

/** The money of a confirmed redemption: what arrives first, then the gross and the fee, each named. */
function redeemMoney(r: ConfirmedRedemption): string {
  const gross = new Decimal(r.confirmed_amount);
  const net = r.net_amount === null ? gross.minus(r.fee) : new Decimal(r.net_amount);
  const arrives = r.payout_date ? `，预计 ${payoutDay(r.payout_date)} 到账` : '';
  return (
    `到账金额 ${net.toFixed(2)} 元${arrives}` + `（赎回金额 ${gross.toFixed(2)} 元，扣除赎回费 ${r.fee} 元）`
  );
}

/**
 * 赎回提醒: a redemption's confirmation — the shares, the net amount that will arrive and the day (the gross
 * and the fee labelled as such: trading-rules N1), or why it failed.
 */
export function redeemNotice(account: AccountRow, r: ConfirmedRedemption): Notice {
  const fund = `${r.fund_name}（${r.fund_code}）`;
  const outcome =
    r.confirm_status === '0'
      ? `${CONFIRMATION_STATUS['0']}${r.reason ? `：${r.reason}` : ''}。份额未减少。`
      : `${CONFIRMATION_STATUS[r.confirm_status]}：确认份额 ${r.shares} 份，${redeemMoney(r)}。`;
  return {
    occasion: r.app_no,
    subject: `国证资管赎回提醒（${r.fund_name}）`,
    text: `${greeting(account)}您于${dashed(r.apply_date)}申请赎回的${fund}已于${dashed(r.confirm_date)}${outcome}${SIGNATURE}`,
  };
}
