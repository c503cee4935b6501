import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { PurchaseOrderScreen } from '@/pages/index/trade-center/purchase/order-screen';
import { PurchaseScreen } from '@/pages/index/trade-center/purchase/purchase-screen';
import { RedeemOrderScreen } from '@/pages/index/trade-center/redeem/redeem-order-screen';
import { RedeemScreen } from '@/pages/index/trade-center/redeem/redeem-screen';
import { ROUTES } from '@/shared/routing';
import type { makeStore } from '@/store';

/** Where the router is: the tests read the address the screens keep their state in. */
function Location() {
  const location = useLocation();
  return <output aria-label="地址">{`${location.pathname}${location.search}`}</output>;
}

/** The trade-centre screens under a memory router, as the index page mounts them, plus the risk-test route. */
export function renderScreens(store: ReturnType<typeof makeStore>, route: string) {
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={ROUTES.purchase} element={<PurchaseScreen />} />
          <Route path={ROUTES.purchaseOrder} element={<PurchaseOrderScreen />} />
          <Route path={ROUTES.redeem} element={<RedeemScreen />} />
          <Route path={ROUTES.redeemOrder} element={<RedeemOrderScreen />} />
          <Route path="*" element={<p>其他页面</p>} />
        </Routes>
        <Location />
      </MemoryRouter>
    </Provider>,
  );
  const address = () => view.getByRole('status', { name: '地址' }).textContent;
  return { user, address, ...view };
}
