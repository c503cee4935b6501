import * as RESPONSE_STATE from './response-state-codes';

/**
 * The response-state catalogue of both spec documents (identity-login-shared.md §8, trading-accounts.md §8).
 * Every answer of the back office carries one of these in `state`; the state-code base query and pages
 * branch on the named constants, never on bare numbers. A namespace of single exports (response-state-codes.ts),
 * not an object literal, so that each page carries only the states it reads.
 */
export { RESPONSE_STATE };

export type ResponseState = (typeof RESPONSE_STATE)[keyof typeof RESPONSE_STATE];

/** The spec's symbolic names. LoginError01 is 403001 (both documents); OrderError01 is our reading of 402001. */
export const LOGIN_ERROR_01 = RESPONSE_STATE.LOGIN_ERROR;
export const ORDER_ERROR_01 = RESPONSE_STATE.ORDER_DIVIDEND_ERROR;

/**
 * States the portal itself produces when no usable envelope arrived (timeout, network, a body that is
 * not the envelope). Negative so they can never collide with a back-office state.
 */
export const CLIENT_STATE = {
  TIMEOUT: -1,
  NETWORK: -2,
  BAD_RESPONSE: -3,
} as const;

export const SUCCESS_STATES: readonly number[] = [RESPONSE_STATE.SUCCESS, RESPONSE_STATE.DOWNLOAD_SUCCESS];

export function isSuccessState(state: number): boolean {
  return SUCCESS_STATES.includes(state);
}

/** Where a state is read: the same numbers 400011–400014 mean different things in two areas. */
export type StateContext = 'phone-change' | 'trading';

/** Chinese meaning of every single-reading state (for logs, reports and fallbacks; pages show server text). */
export const RESPONSE_STATE_MEANINGS: Readonly<Record<number, string>> = {
  200000: '成功',
  900000: '下载成功',
  400000: '请求格式错误',
  400001: '图形验证码错误',
  400002: '短信验证码错误',
  400003: '证件识别失败',
  400004: '银行账户错误',
  400005: '手机号错误',
  400006: '手机号与账户不符',
  400007: '手机号或TA账号错误',
  400008: '已达上限',
  400010: '产品适当性关键要素缺失',
  400015: '风险等级为最低类别',
  400016: '无交易账号',
  400017: '原手机短信验证码已过期',
  400019: '新手机短信验证码已过期',
  400020: '手机号错误',
  400021: '手机号与账户不符',
  400022: '原手机短信验证码错误',
  400023: '新手机短信验证码错误',
  400024: '短信验证码已过期',
  400030: '证件已过期',
  400035: '服务端提示',
  400037: '邮件发送次数已达上限',
  400038: '银行卡解绑失败',
  401000: '未登录',
  401001: '首次登录须修改密码',
  401002: '未绑定手机号',
  401003: '账号已在别处登录',
  402001: '分红方式变更尚未生效',
  402002: '协议异常',
  402004: '上传失败',
  402005: '上传次数已达上限',
  402006: '已是合格投资者',
  402007: '申请已提交',
  402012: '银行卡重复',
  402016: '黑名单',
  402028: '问卷次数已达上限',
  403000: '无角色权限',
  403001: '尚未开通网上委托',
  503000: '系统错误',
  503001: '系统错误',
  503002: '系统错误',
  503500: '柜台错误',
  503501: '柜台错误',
  503502: '下单失败',
  503505: '处理超时',
};

/**
 * 400011–400014 have two readings, both kept as the spec found them (identity-login-shared.md §8):
 * answers to the phone-change calls (old and new phone SMS) use the first; the trading and suitability
 * calls (trading-accounts.md §8) use the second. The caller names the context it is in.
 */
export const DUAL_READING_STATES: Readonly<Record<number, Readonly<Record<StateContext, string>>>> = {
  400011: { 'phone-change': '原手机短信验证码已过期', trading: '非合格投资者' },
  400012: { 'phone-change': '新手机短信验证码已过期', trading: '合格投资者认证已过期' },
  400013: { 'phone-change': '原手机短信验证码错误', trading: '未进行风险测评' },
  400014: { 'phone-change': '新手机短信验证码错误', trading: '风险测评已过期' },
};

/** Meaning of a state; for 400011–400014 the context decides (trading when none is given). */
export function describeResponseState(state: number, context: StateContext = 'trading'): string | undefined {
  const dual = DUAL_READING_STATES[state];
  if (dual) return dual[context];
  return RESPONSE_STATE_MEANINGS[state];
}

/**
 * The message of a 401003 whose session was ended in 安全中心 (退出其他设备) rather than by another login: the
 * page tells the two apart by it and says why on the login page (reason=signout).
 */
export const SIGNED_OUT_IN_CENTRE = '您已在安全中心退出此设备的登录，请重新登录';
