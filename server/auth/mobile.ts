import { RESPONSE_STATE } from '@/shared/enums/response-state';
import { MINUTE } from '@/shared/time';

import type { Context } from '../core/context';
import { BusinessError } from '../core/http/envelope';
import { accountIdByPhone } from './store-centre';

const MOBILE = /^1[3-9][0-9]{9}$/;

/** 400020 a malformed phone or the bound one again (nothing secret: checked before any code). */
export function assertPhoneFormat(current: string, phone: string | undefined): string {
  if (!phone || !MOBILE.test(phone)) {
    throw new BusinessError(RESPONSE_STATE.MOBILE_ERROR_2, '手机号码格式不正确');
  }
  if (phone === current)
    throw new BusinessError(RESPONSE_STATE.MOBILE_ERROR_2, '新手机号码不能与原手机号码相同');
  return phone;
}

/**
 * 400021 a phone another account has. Asked only after both codes of the change matched (so only the
 * holder of that phone can learn it is taken): the code request to a taken phone answers like any other.
 */
export function assertPhoneFree(ctx: Context, accountId: number, phone: string): void {
  const owner = accountIdByPhone(ctx, phone);
  if (owner !== undefined && owner !== accountId) {
    throw new BusinessError(RESPONSE_STATE.MOBILE_ACCOUNT_ERROR_2, '该手机号码已绑定其他账户');
  }
}

/** A phone change's calls (the new phone's code, the change itself): 5 of each per account in 10 minutes. */
export const PHONE_CHANGE_SMS = { name: 'phone-change-sms', limit: 5, windowMs: 10 * MINUTE };
export const PHONE_CHANGE_SUBMIT = { name: 'phone-change-submit', limit: 5, windowMs: 10 * MINUTE };

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
