import { hint } from '../core/http/envelope';
import type { SessionRow } from './store-tokens';

export const GATEWAY_NO_CONTACT_CHANGE = '顾问代为登录时不能修改联系方式，请投资者本人登录后办理';
export const GATEWAY_NO_STATEMENT_MAIL = '顾问代为登录时不能发送对账单或资产证明，请投资者本人登录后办理';

/**
 * What an adviser's gateway session (the hand-over of POST /v1/auth/gwtoken/check) may not do for the
 * investor: change where the investor is reached (contacts, e-mail, phone) or mail a statement or an asset
 * certificate (issue 39, Medium 1). Refused with the reason, shown as it is.
 */
export function refuseInGateway(session: SessionRow, message: string): void {
  if (session.adviser_id !== null) throw hint(message);
}
