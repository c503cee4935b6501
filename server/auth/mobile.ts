import { RESPONSE_STATE } from '@/shared/enums/response-state';

import type { Context } from '../core/context';
import { BusinessError } from '../core/http/envelope';
import { accountIdByPhone } from './store-centre';

const MOBILE = /^1[3-9][0-9]{9}$/;

/** 400020 a malformed phone or the bound one again; 400021 a phone another account has. */
export function assertNewPhone(ctx: Context, accountId: number, current: string, phone: string | undefined) {
  if (!phone || !MOBILE.test(phone)) {
    throw new BusinessError(RESPONSE_STATE.MOBILE_ERROR_2, '手机号码格式不正确');
  }
  if (phone === current)
    throw new BusinessError(RESPONSE_STATE.MOBILE_ERROR_2, '新手机号码不能与原手机号码相同');
  const owner = accountIdByPhone(ctx, phone);
  if (owner !== undefined && owner !== accountId) {
    throw new BusinessError(RESPONSE_STATE.MOBILE_ACCOUNT_ERROR_2, '该手机号码已绑定其他账户');
  }
  return phone;
}

/**
 * The old and new codes of a phone change answer their own states (spec §8): 400017 / 400022 for the old
 * phone's code expired / wrong, 400019 / 400023 for the new one's.
 */
export function renamedSmsError(error: unknown, which: 'old' | 'new'): unknown {
  if (!(error instanceof BusinessError)) return error;
  const expired = error.state === RESPONSE_STATE.SMS_EXPIRED;
  if (!expired && error.state !== RESPONSE_STATE.SMS_ERROR) return error;
  if (which === 'old') {
    return expired
      ? new BusinessError(RESPONSE_STATE.OLD_SMS_EXPIRED, '原手机短信验证码已失效，请重新获取')
      : new BusinessError(RESPONSE_STATE.OLD_SMS_WRONG, '原手机短信验证码错误');
  }
  return expired
    ? new BusinessError(RESPONSE_STATE.NEW_SMS_EXPIRED, '新手机短信验证码已失效，请重新获取')
    : new BusinessError(RESPONSE_STATE.NEW_SMS_WRONG, '新手机短信验证码错误');
}
