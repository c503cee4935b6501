import '../../../api/support/node-fetch';

import { screen, waitFor, within } from '@testing-library/react';

import { useApiTestServer as apiTestServer } from '../../../api/support/setup';
import { envelope } from '../../../api/support/test-server';
import { onPhoneScreen } from '../../../support/phone-screen';
import { answerPurchaseCalls, createMockFund } from './purchase-server';
import { renderScreens } from './render-screens';

const { setup, server } = apiTestServer();

const MONEY_FUND = createMockFund({
  fundCode: '970001',
  fundName: '国证资管货币市场基金A',
  fundRiskLevel: 'R1',
  productCategory: '1',
  moneyMarket: true,
  nav: '1.0000',
  currentRatio: '2.1234',
  perMyriadIncome: '0.5678',
});

describe('/trade-center/purchase on a phone', () => {
  onPhoneScreen();

  it('draws each fund as a card with its type, risk, NAV or 七日年化, the year’s return and 购买, and no table', async () => {
    answerPurchaseCalls(server);
    server.on('GET', '/v1/fund', { body: envelope({ list: [createMockFund(), MONEY_FUND], total: 2 }) });
    renderScreens(setup().store, '/trade-center/purchase');

    const cards = within(await screen.findByRole('list', { name: '基金列表' })).getAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [mixed, money] = cards;
    expect(within(mixed).getByRole('heading', { name: '国证资管稳健配置混合' })).toBeVisible();
    expect(mixed).toHaveTextContent('970031 · 混合型 · 开放');
    expect(mixed).toHaveTextContent('R3 中风险');
    expect(mixed).toHaveTextContent('单位净值1.2345');
    expect(mixed).toHaveTextContent('近一年-1.05%');
    // Enabled once the investor's own calls have answered too.
    await waitFor(() =>
      expect(within(mixed).getByRole('button', { name: '购买 国证资管稳健配置混合' })).toBeEnabled(),
    );
    expect(money).toHaveTextContent('970001 · 货币型');
    expect(money).toHaveTextContent('七日年化2.1234%');
    expect(money).toHaveTextContent('万份收益 0.5678');
  });
});
