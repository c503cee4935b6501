import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import {
  FastPayCloseData,
  FastPayConfirmData,
  FastPayCloseBody,
  FastPayConfirmBody,
  FastPayOpenBody,
  FastPayOpenData,
  FastPaySendBody,
  FastPaySendData,
} from '@/api/bank/contract-fast-pay';
import { BANK_CARD_TEXT } from '@/shared/bank/card-texts';

import { checkTradePassword } from '../account/trade-password';
import { current, requireSession } from '../auth/guard';
import { maskPhone } from '../auth/rules';
import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { hint, ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { consumeSmsCode, sendSmsCode } from '../sms/sms-codes';
import { cardView, NOT_FOUND, ownCard } from './card-view';
import { assertOpenable, signFastPayAgreement, SWITCH_TEXT } from './fast-pay-switch';
import { cardById, type CardRow } from './store-cards';
import { completeSwitch, insertSwitch, setFastPay, switchById, type SwitchRow } from './store-fast-pay';
import { countBankVerification } from './verification-limit';

const sentTo = (phone: string) => BANK_CARD_TEXT.smsSentTo(maskPhone(phone));

/** 开通快捷支付 on a bound card (the bank's SMS, the agreement) and 关闭快捷支付 (the trade password). */
export function fastPaySwitchRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const session = { preHandler: requireSession(ctx) };
  /** The caller's own opening and its card, still bound. */
  const ownOpening = (accountId: number, openId: string): { opening: SwitchRow; card: CardRow } => {
    const opening = switchById(ctx, Number(openId));
    if (!opening || opening.account_id !== accountId || opening.action !== 'open') throw hint(NOT_FOUND);
    return { opening, card: ownCard(ctx, accountId, opening.card_id, 'bound') };
  };

  app.post(
    '/v1/bank/fastPay/open',
    enveloped({ body: FastPayOpenBody }, FastPayOpenData, session),
    async (request) => {
      const { account } = current(request);
      const card = ownCard(ctx, account.id, request.body.cardId, 'bound');
      assertOpenable(card);
      countBankVerification(ctx, account.id);
      const openId = transaction(ctx, () => {
        const id = insertSwitch(ctx, {
          accountId: account.id,
          cardId: card.id,
          action: 'open',
          done: false,
          now: ctx.clock.now(),
        });
        sendSmsCode(ctx, card.phone, 'bankFastPay');
        return id;
      });
      return ok({ openId: String(openId), phoneMasked: maskPhone(card.phone) }, sentTo(card.phone));
    },
  );

  app.post(
    '/v1/bank/fastPay/send',
    enveloped({ body: FastPaySendBody }, FastPaySendData, session),
    async (request) => {
      const { opening, card } = ownOpening(current(request).account.id, request.body.openId);
      if (opening.state === 'done') throw hint(SWITCH_TEXT.alreadyOpen);
      countBankVerification(ctx, card.account_id);
      transaction(ctx, () => sendSmsCode(ctx, card.phone, 'bankFastPay'));
      return ok(maskPhone(card.phone), sentTo(card.phone));
    },
  );

  app.post(
    '/v1/bank/fastPay/confirm',
    enveloped({ body: FastPayConfirmBody }, FastPayConfirmData, session),
    async (request) => {
      const { account, session: own } = current(request);
      const { opening, card } = ownOpening(account.id, request.body.openId);
      // The same opening confirmed again (a lost answer, a double click): its first result, nothing twice.
      if (opening.state === 'done') return ok(cardView(ctx, card), SWITCH_TEXT.opened);
      assertOpenable(card);
      consumeSmsCode(ctx, card.phone, 'bankFastPay', request.body.code);
      transaction(ctx, () => {
        const fresh = switchById(ctx, opening.id) as SwitchRow;
        if (fresh.state === 'done') return;
        completeSwitch(ctx, fresh, ctx.clock.now());
        signFastPayAgreement(ctx, { card, sessionHash: own.token_hash });
      });
      return ok(cardView(ctx, cardById(ctx, card.id) as CardRow), SWITCH_TEXT.opened);
    },
  );

  app.post(
    '/v1/bank/fastPay/close',
    enveloped({ body: FastPayCloseBody }, FastPayCloseData, session),
    async (request) => {
      const { account } = current(request);
      const card = ownCard(ctx, account.id, request.body.cardId, 'bound');
      await checkTradePassword(ctx, account, request.body.password);
      transaction(ctx, () => {
        const fresh = cardById(ctx, card.id) as CardRow;
        // Closed already (a replay): one closing on record.
        if (!fresh.fast_pay) return;
        setFastPay(ctx, card.id, false);
        insertSwitch(ctx, {
          accountId: account.id,
          cardId: card.id,
          action: 'close',
          done: true,
          now: ctx.clock.now(),
        });
      });
      return ok(cardView(ctx, cardById(ctx, card.id) as CardRow), SWITCH_TEXT.closed);
    },
  );
}
