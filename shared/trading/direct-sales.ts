import { HOTLINE } from '@/shared/config/constants';

/**
 * The direct-sales white list (GET /v1/fund/white, the fund's `white`): only the funds on it are sold by this
 * portal. The purchase search lists only them (whiteFlag 1); a fund reached otherwise (an old link, a typed
 * address) is refused with this sentence by the order page and by the back office.
 */
export const NOT_SOLD_ONLINE = `该产品暂不支持网上直销购买，如需了解请联系客服${HOTLINE}`;
