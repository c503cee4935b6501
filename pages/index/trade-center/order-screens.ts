import type { ComponentType } from 'react';

/**
 * The order screens, in the trade centre's chunk: asked for by the route table when one is opened, and by the lists
 * as soon as 购买 or 赎回 starts the checks that lead there. The lists load apart from it, so that their first rows
 * wait only for what they draw (no order forms), and the order screen still comes in while the checks run.
 */
export const loadPurchaseOrderScreen = (): Promise<ComponentType> =>
  import(/* webpackChunkName: "trade-center" */ './purchase/order-screen').then((m) => m.PurchaseOrderScreen);

export const loadRedeemOrderScreen = (): Promise<ComponentType> =>
  import(/* webpackChunkName: "trade-center" */ './redeem/redeem-order-screen').then(
    (m) => m.RedeemOrderScreen,
  );

/** Starts loading a screen the investor is on the way to; a failure is the route's to show when it is opened. */
export function loadAhead(load: () => Promise<unknown>): void {
  void load().catch(() => undefined);
}
