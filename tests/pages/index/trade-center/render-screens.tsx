import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { Provider } from 'react-redux';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  type NavigateFunction,
} from 'react-router-dom';

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

/** Hands the router's navigate to the test: an address changed in place (back/forward, an edited URL). */
function NavigateProbe({ onReady }: { onReady: (navigate: NavigateFunction) => void }) {
  onReady(useNavigate());
  return null;
}

/** The trade-centre screens under a memory router, as the index page mounts them, plus the risk-test route. */
export function renderScreens(store: ReturnType<typeof makeStore>, route: string) {
  const user = userEvent.setup();
  let navigate: NavigateFunction | undefined;
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
        <NavigateProbe onReady={(fn) => (navigate = fn)} />
      </MemoryRouter>
    </Provider>,
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
