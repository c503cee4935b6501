import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';

import { loginExpired } from '@/api/core/session-events';
import { makeStore, useAppDispatch, useAppSelector } from '@/store';
import {
  combinedTotal,
  initialAssetsState,
  resetAssets,
  setConsignmentTotals,
  setDirectTotals,
} from '@/store/assets-slice';

describe('the assets slice', () => {
  it('keeps direct and consignment totals apart and adds them up', () => {
    const store = makeStore();
    store.dispatch(setDirectTotals({ assets: 12000.5, income: 300, yesterdayIncome: 1.25 }));
    store.dispatch(setConsignmentTotals({ assets: 8000 }));
    const { assets } = store.getState();
    expect(assets.direct).toEqual({ assets: 12000.5, income: 300, yesterdayIncome: 1.25 });
    expect(assets.consignment).toEqual({ assets: 8000, income: null, yesterdayIncome: null });
    expect(combinedTotal(assets, 'assets')).toBe(20000.5);
    expect(combinedTotal(assets, 'income')).toBe(300);
    expect(combinedTotal(initialAssetsState, 'yesterdayIncome')).toBeNull();
  });

  it('is cleared on reset and when the session expires', () => {
    const store = makeStore();
    store.dispatch(setDirectTotals({ assets: 1 }));
    store.dispatch(resetAssets());
    expect(store.getState().assets).toEqual(initialAssetsState);
    store.dispatch(setConsignmentTotals({ income: 5 }));
    store.dispatch(loginExpired());
    expect(store.getState().assets).toEqual(initialAssetsState);
  });
});

describe('makeStore', () => {
  it('accepts a preloaded state and gives each call a store of its own', () => {
    const first = makeStore({ globalFlags: { loginFirst: true, loginReplace: false, loginExpire: false } });
    const second = makeStore();
    expect(first.getState().globalFlags.loginFirst).toBe(true);
    expect(second.getState().globalFlags.loginFirst).toBe(false);
    expect(second.getState().api).toBeDefined();
  });

  it('the typed hooks read and change the store from a component', () => {
    function Flags() {
      const loginReplace = useAppSelector((state) => state.globalFlags.loginReplace);
      const dispatch = useAppDispatch();
      return (
        <button type="button" onClick={() => dispatch(setDirectTotals({ assets: 9 }))}>
          {loginReplace ? '已在别处登录' : '正常'}
        </button>
      );
    }
    const store = makeStore({ globalFlags: { loginFirst: false, loginReplace: true, loginExpire: false } });
    render(
      <Provider store={store}>
        <Flags />
      </Provider>,
    );
    screen.getByRole('button', { name: '已在别处登录' }).click();
    expect(store.getState().assets.direct.assets).toBe(9);
  });
});
