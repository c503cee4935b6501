export const FORGOT_TRADE_PASSWORD = '忘记交易密码';
/** Spec §6: what an institution is told instead of a reset (also on the reset page's 交易密码 tab). */
export const INSTITUTION_RESET_MESSAGE = '机构用户暂不支持重置交易密码';
export const INSTITUTION_RESET_DETAIL = '如有疑问可咨询您的财富顾问或致电客服';
