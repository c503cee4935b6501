import { useState } from 'react';

import { WarningDialog } from '@/shared/components/dialogs';
import { ROUTES, indexRouteUrl } from '@/shared/routing';

export const FORGOT_TRADE_PASSWORD = '忘记交易密码';
export const INSTITUTION_RESET_MESSAGE = '机构用户暂不支持重置交易密码';
export const INSTITUTION_RESET_DETAIL = '如有疑问可咨询您的财富顾问或致电客服';

/** The trade-password reset of the index page: a full URL, so the link works from every entry. */
export const TRADE_PASSWORD_RESET_URL = indexRouteUrl(ROUTES.passwordResetTrade);

export interface ForgotTradePasswordProps {
  isNaturalPerson: boolean;
  /** Where a natural person resets the trade password; the index page's reset route by default. */
  resetHref?: string;
}

/**
 * Spec §6: a natural person follows 忘记交易密码 to the reset page; an institution cannot reset online and
 * gets a dialog saying so instead.
 */
export function ForgotTradePassword({
  isNaturalPerson,
  resetHref = TRADE_PASSWORD_RESET_URL,
}: ForgotTradePasswordProps) {
  const [open, setOpen] = useState(false);
  if (isNaturalPerson) {
    return (
      <a className="gz-link gz-forgot-trade-password" href={resetHref}>
        {FORGOT_TRADE_PASSWORD}
      </a>
    );
  }
  return (
    <>
      <button type="button" className="gz-link-button gz-forgot-trade-password" onClick={() => setOpen(true)}>
        {FORGOT_TRADE_PASSWORD}
      </button>
      <WarningDialog
        open={open}
        message={INSTITUTION_RESET_MESSAGE}
        detail={INSTITUTION_RESET_DETAIL}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
