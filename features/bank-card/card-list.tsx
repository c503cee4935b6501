import './bank-card.css';

import { useState } from 'react';

import type { BankCard } from '@/api/bank/contract-cards';
import { bankByCode } from '@/shared/bank/banks';
import { bankTail } from '@/shared/format';
import { Button } from '@/shared/ui';

import { FastPayCloseDialog } from './fast-pay-close-dialog';
import { FastPayOpenDialog } from './fast-pay-open-dialog';
import { UntieDialog } from './untie-dialog';

type Acting = { card: BankCard; action: 'untie' | 'open' | 'close' } | null;

/**
 * The bound cards, each with its bank, masked number, reserved phone, quick payment (开通快捷支付 where the
 * card's bank offers it, 关闭快捷支付) and 解绑. `onOpened`: fast pay was opened on one of them.
 */
export function CardList({
  cards,
  isNaturalPerson,
  onOpened,
  untie = true,
}: {
  cards: readonly BankCard[];
  isNaturalPerson: boolean;
  onOpened?: () => void;
  /** Whether 解绑 is offered (not where the investor came to open fast pay). */
  untie?: boolean;
}) {
  const [acting, setActing] = useState<Acting>(null);
  if (cards.length === 0) return <p className="gz-centre-empty">您还没有绑定银行卡。</p>;
  const done = () => setActing(null);
  return (
    <>
      <ul className="gz-card-list" aria-label="已绑定的银行卡">
        {cards.map((card) => {
          const offered = !!bankByCode(card.bankCode)?.fastPay;
          return (
            <li key={card.id} className="gz-card-list__item">
              <div>
                <strong>{card.bankName}</strong>
                <span className="gz-card-list__number">{bankTail(card.cardNoMasked)}</span>
              </div>
              <div className="gz-card-list__meta">
                <span>预留手机 {card.phoneMasked}</span>
                <span>
                  {card.fastPay ? '已开通快捷支付' : offered ? '未开通快捷支付' : '该银行暂不支持快捷支付'}
                </span>
                <span>绑定于 {card.boundAt}</span>
              </div>
              <div className="gz-card-list__actions gz-button-row">
                {!card.fastPay && offered && (
                  <Button size="small" type="primary" onClick={() => setActing({ card, action: 'open' })}>
                    开通快捷支付
                  </Button>
                )}
                {card.fastPay && (
                  <Button size="small" onClick={() => setActing({ card, action: 'close' })}>
                    关闭快捷支付
                  </Button>
                )}
                {untie && (
                  <Button size="small" onClick={() => setActing({ card, action: 'untie' })}>
                    解绑
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {acting?.action === 'untie' && <UntieDialog card={acting.card} onClose={done} />}
      {acting?.action === 'open' && (
        <FastPayOpenDialog
          card={acting.card}
          limits={bankByCode(acting.card.bankCode)?.fastPay ?? null}
          onClose={done}
          onOpened={() => {
            done();
            onOpened?.();
          }}
        />
      )}
      {acting?.action === 'close' && (
        <FastPayCloseDialog card={acting.card} isNaturalPerson={isNaturalPerson} onClose={done} />
      )}
    </>
  );
}
