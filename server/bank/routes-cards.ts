import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import {
  BankSendBody,
  BankSendData,
  BindBody,
  BindData,
  ChannelData,
  ChannelQuery,
  ConfirmBody,
  ConfirmData,
  UntiePayBody,
  UntiePayData,
  UntieVerifyBody,
  UntieVerifyData,
} from '@/api/bank/contract-cards';
import { bankByCode } from '@/shared/bank/banks';
import { CARD_RULE_TEXT, cardRefusal } from '@/shared/bank/card-rules';
import { BANK_CARD_TEXT } from '@/shared/bank/card-texts';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

import { current, requireSession } from '../auth/guard';
import { maskPhone } from '../auth/rules';
import { spendTicket } from '../auth/second-factor';
import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { BusinessError, hint, ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { consumeSmsCode, sendSmsCode } from '../sms/sms-codes';
import { cardView, ownCard } from './card-view';
import { BANK_CHANNELS } from './channels';
import { signFastPayAgreement, SWITCH_TEXT } from './fast-pay-switch';
import {
  boundCardsOf,
  cardById,
  hasMoneyInTransit,
  insertPendingCard,
  cardHolder,
  markBound,
  markUntied,
  type CardRow,
} from './store-cards';
import { countBankVerification } from './verification-limit';

const REPEATED = '该银行卡已绑定，请勿重复绑定';
// A card bound by another investor is answered exactly like a wrong check digit (issue 39, low).
const REFUSED_CARD = CARD_RULE_TEXT.checkDigit;

/**
 * A card number that cannot be bound: malformed, of another bank, or bound by another investor — all alike,
 * so that typing a number never tells whether someone else holds it (issue 39, low). Only the caller's own
 * bound card is 已绑定 (402012).
 */
function assertBindable(ctx: Context, accountId: number, cardNo: string): void {
  const holder = cardHolder(ctx, cardNo);
  if (holder === accountId) throw new BusinessError(RESPONSE_STATE.BANK_REPEATED, REPEATED);
  if (holder !== undefined) throw new BusinessError(RESPONSE_STATE.BANK_ACCOUNT_ERROR, REFUSED_CARD);
}

/** 400038: the last bound card, or one with money in transit, stays. */
function assertUntieable(ctx: Context, card: CardRow): void {
  if (boundCardsOf(ctx, card.account_id).length <= 1) {
    throw new BusinessError(RESPONSE_STATE.BANK_UNBIND_ERROR, '至少保留一张银行卡，不能解绑最后一张银行卡');
  }
  if (hasMoneyInTransit(ctx, card.account_id, card.card_no)) {
    throw new BusinessError(RESPONSE_STATE.BANK_UNBIND_ERROR, '该银行卡有在途资金，暂不能解绑');
  }
}

/** Binding (bank SMS to the reserved phone, 60 s between sends) and unbinding of the investor's cards. */
export function bankCardRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const session = { preHandler: requireSession(ctx) };

  app.get(
    '/v1/bank/channel',
    enveloped({ querystring: ChannelQuery }, ChannelData, session),
    async (request) =>
      ok({
        banks: [...BANK_CHANNELS],
        cards: boundCardsOf(ctx, current(request).account.id).map((row) => cardView(ctx, row)),
      }),
  );

  app.post('/v1/bank', enveloped({ body: BindBody }, BindData, session), async (request) => {
    const { account } = current(request);
    const { bankCode, cardNo, phone, fastPay } = request.body;
    const refusal = cardRefusal(cardNo, bankCode);
    if (refusal) throw new BusinessError(RESPONSE_STATE.BANK_ACCOUNT_ERROR, refusal);
    if (fastPay === '1' && !bankByCode(bankCode)?.fastPay) throw hint(SWITCH_TEXT.noFastPay);
    countBankVerification(ctx, account.id);
    const bindId = transaction(ctx, () => {
      assertBindable(ctx, account.id, cardNo);
      const id = insertPendingCard(ctx, {
        accountId: account.id,
        bankCode,
        cardNo,
        phone,
        fastPay: fastPay === '1',
        now: ctx.clock.now(),
      });
      sendSmsCode(ctx, phone, 'bankBind');
      return id;
    });
    return ok(
      { bindId: String(bindId), phoneMasked: maskPhone(phone) },
      BANK_CARD_TEXT.smsSentTo(maskPhone(phone)),
    );
  });

  app.post('/v1/bank/send', enveloped({ body: BankSendBody }, BankSendData, session), async (request) => {
    const card = ownCard(ctx, current(request).account.id, request.body.bindId, 'pending');
    countBankVerification(ctx, card.account_id);
    transaction(ctx, () => sendSmsCode(ctx, card.phone, 'bankBind'));
    return ok(maskPhone(card.phone), BANK_CARD_TEXT.smsSentTo(maskPhone(card.phone)));
  });

  app.post('/v1/bank/confirm', enveloped({ body: ConfirmBody }, ConfirmData, session), async (request) => {
    const { account, session } = current(request);
    const card = ownCard(ctx, account.id, request.body.bindId, 'pending');
    consumeSmsCode(ctx, card.phone, 'bankBind', request.body.code);
    transaction(ctx, () => {
      // Another binding of the same number may have been confirmed since this one started.
      assertBindable(ctx, card.account_id, card.card_no);
      markBound(ctx, card.id, ctx.clock.now());
      if (card.fast_pay) signFastPayAgreement(ctx, { card, sessionHash: session.token_hash });
    });
    return ok(cardView(ctx, cardById(ctx, card.id) as CardRow), BANK_CARD_TEXT.bound);
  });

  app.post(
    '/v1/bank/untie/pay',
    enveloped({ body: UntiePayBody }, UntiePayData, session),
    async (request) => {
      const { account } = current(request);
      const card = ownCard(ctx, account.id, request.body.cardId, 'bound');
      transaction(ctx, () => {
        assertUntieable(ctx, card);
        spendTicket(ctx, account.id, request.body.ticket);
        sendSmsCode(ctx, card.phone, 'bankUntie');
      });
      return ok(maskPhone(card.phone), BANK_CARD_TEXT.smsSentTo(maskPhone(card.phone)));
    },
  );

  app.post(
    '/v1/bank/untie/verify',
    enveloped({ body: UntieVerifyBody }, UntieVerifyData, session),
    async (request) => {
      const card = ownCard(ctx, current(request).account.id, request.body.cardId, 'bound');
      assertUntieable(ctx, card);
      consumeSmsCode(ctx, card.phone, 'bankUntie', request.body.code);
      transaction(ctx, () => {
        assertUntieable(ctx, card);
        markUntied(ctx, card.id, ctx.clock.now());
      });
      return ok(null, BANK_CARD_TEXT.untied);
    },
  );
}
