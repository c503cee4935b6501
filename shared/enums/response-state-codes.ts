/**
 * The response-state catalogue of both spec documents (identity-login-shared.md §8, trading-accounts.md §8), one
 * export a state, read as `RESPONSE_STATE.<NAME>` (response-state.ts): a page's bundle keeps only the states it
 * reads, under short names.
 */
export const SUCCESS = 200000;
export const DOWNLOAD_SUCCESS = 900000;
export const SCHEME_ERROR = 400000;
export const GRAPHIC_CODE_ERROR = 400001;
export const SMS_ERROR = 400002;
export const OCR_ERROR = 400003;
/** Bank account error; in the ID-card upload the expired-emblem state. */
export const BANK_ACCOUNT_ERROR = 400004;
export const MOBILE_ERROR = 400005;
export const MOBILE_ACCOUNT_ERROR = 400006;
export const PHONE_TA_ACCOUNT_ERROR = 400007;
export const REACHED_LIMIT = 400008;
export const NO_FUND_FACTORS = 400010;
/** Two readings: see DUAL_READING_STATES. */
export const DUAL_400011 = 400011;
export const DUAL_400012 = 400012;
export const DUAL_400013 = 400013;
export const DUAL_400014 = 400014;
export const LOWEST_RISK_LEVEL = 400015;
export const NO_TRADE_ACCOUNT = 400016;
export const OLD_SMS_EXPIRED = 400017;
export const NEW_SMS_EXPIRED = 400019;
export const MOBILE_ERROR_2 = 400020;
export const MOBILE_ACCOUNT_ERROR_2 = 400021;
export const OLD_SMS_WRONG = 400022;
export const NEW_SMS_WRONG = 400023;
export const SMS_EXPIRED = 400024;
export const CERTIFICATE_EXPIRED = 400030;
export const SERVER_HINT = 400035;
export const EMAIL_SEND_LIMIT = 400037;
export const BANK_UNBIND_ERROR = 400038;
export const NOT_LOGGED_IN = 401000;
export const MUST_CHANGE_PASSWORD = 401001;
export const PHONE_UNBOUND = 401002;
export const REPLACED_LOGIN = 401003;
export const ORDER_DIVIDEND_ERROR = 402001;
export const AGREEMENT_ERROR = 402002;
export const UPLOAD_FAIL = 402004;
export const UPLOAD_MAX_COUNT = 402005;
export const ALREADY_QUALIFIED = 402006;
export const APPLICATION_SUBMITTED = 402007;
export const BANK_REPEATED = 402012;
export const BLACKLIST = 402016;
export const QUESTIONNAIRE_LIMIT = 402028;
export const NO_ROLE_PERMISSION = 403000;
/** Ours (api/order/contract-orders.ts): an Idempotency-Key reused with another order body (HTTP 409). */
export const IDEMPOTENCY_CONFLICT = 409000;
export const LOGIN_ERROR = 403001;
export const ERROR_503000 = 503000;
export const ERROR_503001 = 503001;
export const ERROR_503002 = 503002;
export const COUNTER_ERROR = 503500;
export const COUNTER_ERROR_2 = 503501;
export const ORDER_ERROR = 503502;
export const TIMEOUT = 503505;
