import { useFetchBankChannelQuery } from '@/api/bank/endpoints-cards';
import { bankTail, formatMoney } from '@/shared/format';
import { Button, showToast } from '@/shared/ui';

import { COPY_FAILED, COPY_SUCCESS } from './account-fields';
import { copyText } from './copy-text';

export const INSTRUCTION_TEXT = {
  title: '汇款须知',
  amount: '汇款金额',
  amountNote: '请按申请金额足额汇款，金额不一致可能导致申请无效',
  from: '付款账户',
  ownAccount: '请使用本人名下的银行账户（同名账户）汇款，他人账户汇入的款项将被退回',
  ownCard: (card: string) => `建议使用您已绑定的${card}`,
  remark: '汇款附言',
  remarkNote: '请在附言（用途/备注）中填写申请单号，便于款项及时匹配',
  late: (deadline: string) => `汇款资金须在${deadline}前到账，逾期未到账本笔申请无效`,
  copy: (what: string) => `复制${what}`,
} as const;

export interface RemittanceOrder {
  appNo: string;
  /** Yuan, 2 places: exactly what to remit. */
  applySum: string;
}

function CopyButton({ value, what }: { value: string; what: string }) {
  const copy = async () => {
    const done = await copyText(value);
    showToast(done ? COPY_SUCCESS : COPY_FAILED, done ? 'success' : 'error');
  };
  return (
    <Button type="text" size="small" compact onClick={() => void copy()}>
      <span aria-hidden="true">复制</span>
      <span className="gz-visually-hidden">{INSTRUCTION_TEXT.copy(what)}</span>
    </Button>
  );
}

/**
 * What to do to pay a transfer order (issue 38 item 5, as 网上直销 peers say it): the exact amount, from an
 * account in the investor's own name (their bound card named), the 附言 with the order number, and that money
 * arriving after the deadline voids the order; amount and 附言 each with a copy button (复制成功).
 */
export function RemittanceInstructions({ order, deadline }: { order: RemittanceOrder; deadline?: string }) {
  const cards = useFetchBankChannelQuery({ silent: true }).data?.cards;
  const card = cards?.[0];
  const rows = [
    {
      term: INSTRUCTION_TEXT.amount,
      value: formatMoney(order.applySum),
      copy: order.applySum,
      note: INSTRUCTION_TEXT.amountNote,
    },
    {
      term: INSTRUCTION_TEXT.remark,
      value: order.appNo,
      copy: order.appNo,
      note: INSTRUCTION_TEXT.remarkNote,
    },
  ];
  return (
    <section className="gz-remit-howto" aria-label={INSTRUCTION_TEXT.title}>
      <h3 className="gz-remit-howto__title">{INSTRUCTION_TEXT.title}</h3>
      <dl className="gz-receiving-account">
        {rows.map((row) => (
          <div className="gz-receiving-account__row" key={row.term}>
            <dt>{row.term}</dt>
            <dd>
              <span className="gz-receiving-account__value">
                <strong className="gz-remit-howto__value">{row.value}</strong>
                <span className="gz-remit-howto__note">{row.note}</span>
              </span>
              <CopyButton value={row.copy} what={row.term} />
            </dd>
          </div>
        ))}
        <div className="gz-receiving-account__row">
          <dt>{INSTRUCTION_TEXT.from}</dt>
          <dd>
            <span className="gz-receiving-account__value">
              {INSTRUCTION_TEXT.ownAccount}
              {card && (
                <span className="gz-remit-howto__note">
                  {INSTRUCTION_TEXT.ownCard(`${card.bankName}（${bankTail(card.cardNoMasked)}）`)}
                </span>
              )}
            </span>
          </dd>
        </div>
      </dl>
      {deadline && <p className="gz-remit-howto__late">{INSTRUCTION_TEXT.late(deadline)}</p>}
    </section>
  );
}
