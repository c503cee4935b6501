import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';

import type { QuickCashData } from '@/api/order/contract-quick-cash';
import { QuickCash } from '@/features/redeem/quick-cash';
import { PRODUCT_CATEGORY } from '@/shared/enums/fund';
import { CATEGORY_POLICY } from '@/shared/trading';

import { useApiTestServer as apiTestServer } from '../../api/support/setup';
import { envelope } from '../../api/support/test-server';
import { createMockHolding } from '../../pages/index/trade-center/redeem-server';

const { setup, server } = apiTestServer();

const ROOM: QuickCashData = {
  offered: true,
  day: '20261123',
  dailyLimit: '10000.00',
  leftToday: '10000.00',
  poolLeft: '1000000.00',
  availableShares: '30000.00',
  card: null,
};

/** The 快速取现 panel beside 普通取现, for a holding of a fund of this productCategory. */
async function panelShown(productCategory: keyof typeof PRODUCT_CATEGORY): Promise<boolean> {
  server.on('GET', '/v1/order/quickCash', { body: envelope(ROOM) });
  const { store } = setup();
  const { unmount } = render(
    <Provider store={store}>
      <QuickCash holding={createMockHolding({ productCategory })} isNaturalPerson />
    </Provider>,
  );
  const shown = CATEGORY_POLICY[PRODUCT_CATEGORY[productCategory]].quickCash
    ? (await screen.findByText('快速取现（T+0）')) !== null
    : // Long enough for a query the panel wrongly made to be answered and drawn.
      await new Promise<boolean>((resolve) =>
        setTimeout(() => resolve(screen.queryByText('快速取现（T+0）') !== null), 300),
      );
  unmount();
  return shown;
}

describe('quickCash: the category policy decides whether the redeem page offers 快速取现', () => {
  it('offers it on a money-market holding and asks the back office for the room', async () => {
    expect(await panelShown('1')).toBe(true);
    expect(server.requests.some((r) => r.path === '/v1/order/quickCash')).toBe(true);
  });

  it('neither shows it nor asks on a holding whose category does not offer it', async () => {
    for (const code of ['2', '6'] as const) {
      expect(CATEGORY_POLICY[PRODUCT_CATEGORY[code]].quickCash).toBe(false);
      expect(await panelShown(code)).toBe(false);
    }
    expect(server.requests.filter((r) => r.path === '/v1/order/quickCash')).toEqual([]);
  });
});
