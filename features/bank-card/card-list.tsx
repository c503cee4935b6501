import './bank-card.css';

import { useState } from 'react';

import type { BankCard } from '@/api/bank/contract-cards';
import { bankTail } from '@/shared/format';
import { Button } from '@/shared/ui';

import { UntieDialog } from './untie-dialog';

/** The bound cards, each with its bank, masked number, reserved phone, quick payment and 解绑. */
export function CardList({ cards }: { cards: readonly BankCard[] }) {
  const [untying, setUntying] = useState<BankCard | null>(null);
  if (cards.length === 0) return <p className="gz-centre-empty">您还没有绑定银行卡。</p>;
  return (
    <>
      <ul className="gz-card-list" aria-label="已绑定的银行卡">
        {cards.map((card) => (
          <li key={card.id} className="gz-card-list__item">
            <div>
              <strong>{card.bankName}</strong>
              <span className="gz-card-list__number">{bankTail(card.cardNoMasked)}</span>
            </div>
            <div className="gz-card-list__meta">
              <span>预留手机 {card.phoneMasked}</span>
              <span>{card.fastPay ? '已开通快捷支付' : '未开通快捷支付'}</span>
              <span>绑定于 {card.boundAt}</span>
            </div>
            <Button size="small" onClick={() => setUntying(card)}>
              解绑
            </Button>
          </li>
        ))}
      </ul>
      {untying && <UntieDialog card={untying} onClose={() => setUntying(null)} />}
    </>
  );
}
