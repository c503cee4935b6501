import '../../../api/support/node-fetch';

import { screen, within } from '@testing-library/react';

import type { HoldData, HoldingItem, TransitItem } from '@/api/account/contract-assets';
import { AssetsScreen } from '@/pages/index/assets/assets-screen';

import { useApiTestServer as apiTestServer } from '../../../api/support/setup';
import { BAD_GATEWAY, envelope, type TestServer } from '../../../api/support/test-server';
import { onPhoneScreen } from '../../../support/phone-screen';
import { renderInRouter } from '../../render-page';

// The charts (ECharts, their own chunk) are not what these tests read.
jest.mock('@/features/assets/charts/asset-charts', () => ({ AssetCharts: () => null }));

const { setup, server } = apiTestServer();

const HOLDING: HoldingItem = {
  fundCode: '970011',
  fundName: '国证资管安心纯债债券A',
  fundType: '债券型',
  tradeAccount: '990000000101',
  shares: '10000.00',
  nav: '1.0823',
  navDate: '20261204',
  cost: '10000.00',
  marketValue: '9823.00',
  holdingIncome: '823.00',
  cumulativeIncome: '900.00',
  yesterdayIncome: '-12.50',
  yieldRate: '8.23',
  dividendType: '1',
};
const TRANSIT: TransitItem = {
  appNo: '202612060000000042',
  fundCode: '970031',
  fundName: '国证资管稳健配置混合',
  tradeAccount: '990000000101',
  channel: 'direct',
  businessType: 'Purchase',
  applySum: '1000.00',
  applyShare: null,
  applyDate: '20261206',
  confirmDate: '20261208',
  availableDate: '20261209',
  payoutDate: null,
  provisionalDates: [],
  remittance: null,
  paidFrom: null,
  deductStatus: null,
  orderStatus: '0',
  moneyToCard: null,
};
const hold = (holdings: HoldingItem[]): HoldData => ({
  totals: { totalAssets: '10823.00', totalIncome: '900.00', yesterdayIncome: '-12.50', asOf: '20261204' },
  holdings,
});
const page = { total: 0, rows: [] };

function answerAssetCalls(s: TestServer) {
  s.on('GET', '/v1/account/hold', { body: envelope(hold([HOLDING])) });
  s.on('GET', '/v1/account/crm/hold', { body: envelope(hold([])) });
  s.on('GET', '/v1/account/hold/yield', { body: envelope({ period: '1m', points: [] }) });
  s.on('GET', '/v1/account/assets/transit', { body: envelope([TRANSIT]) });
  s.on('GET', '/v1/account/trade/record', { body: envelope(page) });
}

function open() {
  return renderInRouter(setup().store, '/assets', <AssetsScreen />);
}

const sectionOf = async (title: string) =>
  (await screen.findByRole('heading', { level: 2, name: title })).closest('section') as HTMLElement;

describe('/assets when a list fails', () => {
  it('a 502 on 在途交易 says it could not be read, with 重新加载, never 暂无在途交易; the retry reads it', async () => {
    answerAssetCalls(server);
    server.on('GET', '/v1/account/assets/transit', BAD_GATEWAY);
    const { user } = open();
    const transit = await sectionOf('在途交易');
    expect(await within(transit).findByRole('alert')).toHaveTextContent('在途交易加载失败');
    expect(transit).not.toHaveTextContent('暂无在途交易');

    server.on('GET', '/v1/account/assets/transit', { body: envelope([TRANSIT]) });
    await user.click(within(transit).getByRole('button', { name: '重新加载' }));
    expect(await within(transit).findByText('国证资管稳健配置混合')).toBeVisible();
  });

  it('a 502 on the holdings says 持仓加载失败 in their place, never 暂无持仓 or a list that loads for ever', async () => {
    answerAssetCalls(server);
    server.on('GET', '/v1/account/hold', BAD_GATEWAY);
    open();
    const holdings = await sectionOf('持有产品');
    expect(await within(holdings).findByRole('alert')).toHaveTextContent('持仓加载失败');
    expect(holdings).not.toHaveTextContent('暂无持仓');
    expect(holdings).not.toHaveTextContent('正在加载');
  });

  it('a 502 on the trade records says 交易记录加载失败, never 所选条件下暂无记录', async () => {
    answerAssetCalls(server);
    server.on('GET', '/v1/account/trade/record', BAD_GATEWAY);
    open();
    const records = await sectionOf('交易查询');
    expect(await within(records).findByRole('alert')).toHaveTextContent('交易记录加载失败');
    expect(records).not.toHaveTextContent('所选条件下暂无记录');
  });
});

describe('/assets on a phone', () => {
  onPhoneScreen();

  it('a holding is a card with 参考市值, 昨日收益, 持有收益 and 收益率; an order in transit a card with its state and dates', async () => {
    answerAssetCalls(server);
    open();
    const holdings = await screen.findByRole('list', { name: '直销持有产品' });
    const [card] = within(holdings).getAllByRole('listitem');
    expect(within(card).getByRole('heading', { name: '国证资管安心纯债债券A' })).toBeVisible();
    expect(card).toHaveTextContent('970011 · 债券型');
    expect(card).toHaveTextContent('参考市值9,823.00元');
    expect(card).toHaveTextContent('昨日收益-12.50元');
    expect(card).toHaveTextContent('持有收益823.00元');
    expect(card).toHaveTextContent('收益率8.23%');

    const transit = await screen.findByRole('list', { name: '在途交易' });
    const [order] = within(transit).getAllByRole('listitem');
    expect(order).toHaveTextContent('状态待确认');
    expect(order).toHaveTextContent('预计确认日2026-12-08');
    expect(screen.queryByRole('table', { name: '在途交易' })).not.toBeInTheDocument();
  });
});
