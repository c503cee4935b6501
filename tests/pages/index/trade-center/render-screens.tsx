import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { act } from 'react';
import { Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';

import { PurchaseOrderScreen } from '@/pages/index/trade-center/purchase/order-screen';
import { PurchaseScreen } from '@/pages/index/trade-center/purchase/purchase-screen';
import { RedeemOrderScreen } from '@/pages/index/trade-center/redeem/redeem-order-screen';
import { RedeemScreen } from '@/pages/index/trade-center/redeem/redeem-screen';
import { ROUTES } from '@/shared/routing';
import type { makeStore } from '@/store';

import { Location, renderInRouter } from '../../render-page';
import { PASSED_FUND, seedSuitabilityPass } from './purchase-server';

/** Hands the router's navigate to the test: an address changed in place (back/forward, an edited URL). */
function NavigateProbe({ onReady }: { onReady: (navigate: NavigateFunction) => void }) {
  onReady(useNavigate());
  return null;
}

/** The trade-centre screens under a memory router, as the index page mounts them, plus the risk-test route. */
export function renderScreens(store: ReturnType<typeof makeStore>, route: string) {
  let navigate: NavigateFunction | undefined;
  const { user, ...view } = renderInRouter(
    store,
    route,
    <>
      <Routes>
        <Route path={ROUTES.purchase} element={<PurchaseScreen />} />
        <Route path={ROUTES.purchaseOrder} element={<PurchaseOrderScreen />} />
        <Route path={ROUTES.redeem} element={<RedeemScreen />} />
        <Route path={ROUTES.redeemOrder} element={<RedeemOrderScreen />} />
        <Route path="*" element={<p>其他页面</p>} />
      </Routes>
      <Location />
      <NavigateProbe onReady={(fn) => (navigate = fn)} />
    </>,
  );
  const address = () => view.getByRole('status', { name: '地址' }).textContent;
  /** Changes the address in place, as the browser's back/forward or an edited URL does. */
  const goTo = (to: string | number) =>
    act(async () => {
      if (typeof to === 'number') await navigate?.(to);
      else await navigate?.(to);
    });
  return { user, address, goTo, ...view };
}

/** Seeds 970031's suitability pass (none when `passed` is false), then opens the purchase order form of fund `id`. */
export function openPurchaseOrder(
  store: ReturnType<typeof makeStore>,
  { id = PASSED_FUND.fundCode, ...pass }: { id?: string } & Parameters<typeof seedSuitabilityPass>[0] = {},
) {
  seedSuitabilityPass(pass);
  return renderScreens(store, `/trade-center/purchase/order?id=${id}`);
}

/** Presses 确认申购 and gives the trade password 147258 in the dialog that opens; gives back the dialog. */
export async function confirmPurchaseWithPassword(user: UserEvent): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: '确认申购' }));
  const dialog = await screen.findByRole('dialog', { name: '交易密码验证' });
  await user.type(within(dialog).getByLabelText('交易密码'), '147258');
  await user.click(within(dialog).getByRole('button', { name: '确定' }));
  return dialog;
}
