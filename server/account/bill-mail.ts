import { dashed } from '@/shared/time';

import type { AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { BILL_TITLE, billDocument } from './statement-pdf';
import { statementData } from './statements';

export interface BillMail {
  subject: string;
  text: string;
  pdf: Buffer;
  filename: string;
  totalAssets: string;
}

/**
 * The 对账单 e-mail of a period: the PDF (holdings at the end, the confirmations of the period) and its
 * covering text. The investor's send (POST /v1/account/crm/email) and the subscribed statements both use it.
 */
export async function composeBill(
  ctx: Context,
  account: AccountRow,
  period: { beginDate: string; endDate: string },
): Promise<BillMail> {
  const data = statementData(ctx, account, period);
  const pdf = await ctx.pdf.render(
    billDocument(
      { investor: account.name, now: ctx.clock.now(), ...period, totalAssets: data.totalAssets },
      data.holdings,
      data.confirms,
    ),
    String(account.id),
  );
  const text = `尊敬的${account.name}：\n\n附件为您${dashed(period.beginDate)}至${dashed(period.endDate)}的对账单，期末资产合计${data.totalAssets}元。\n\n国证资管 客服热线95517`;
  return {
    subject: `国证资管${BILL_TITLE}（${dashed(period.endDate)}）`,
    text,
    pdf,
    filename: `${BILL_TITLE}.pdf`,
    totalAssets: data.totalAssets,
  };
}
