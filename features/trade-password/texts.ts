import { PASSWORD_MESSAGES } from '@/shared/messages/passwords';

export const FORGOT_TRADE_PASSWORD = '忘记交易密码';
/** Spec §6: what an institution is told instead of a reset (also on the reset page's 交易密码 tab). */
export const INSTITUTION_RESET_MESSAGE = PASSWORD_MESSAGES.noOrgTradeReset;
export const INSTITUTION_RESET_DETAIL = '如有疑问可咨询您的财富顾问或致电客服';
