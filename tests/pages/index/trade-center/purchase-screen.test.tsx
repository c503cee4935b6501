import '../../../api/support/node-fetch';

import { screen, waitFor, within } from '@testing-library/react';

import { useApiTestServer as apiTestServer } from '../../../api/support/setup';
import { envelope } from '../../../api/support/test-server';
import { createMockVerdict } from '../../../support/buy-verdict';
import { answerPurchaseCalls, createMockFund, requestsTo, WITHHELD_PLAN } from './purchase-server';
import { renderScreens } from './render-screens';

const { setup, server } = apiTestServer();

function open(route = '/trade-center/purchase') {
  answerPurchaseCalls(server);
  return renderScreens(setup().store, route);
}

/** The table once the list has arrived. */
async function table() {
  await screen.findByRole('button', { name: '购买 国证资管稳健配置混合' });
  return screen.getByRole('table', { name: '基金列表' });
}
const buyButton = (name: string) => screen.getByRole('button', { name: `购买 ${name}` });

describe('/trade-center/purchase', () => {
  it('lists the funds with risk tag, status, rates and minimum, and the closed one cannot be bought', async () => {
    open();
    const rows = within(await table()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('国证资管稳健配置混合970031');
    expect(rows[1]).toHaveTextContent('R3 中风险');
    expect(rows[1]).toHaveTextContent('开放');
    expect(rows[1]).toHaveTextContent('+3.27%');
    expect(rows[1]).toHaveTextContent('-1.05%');
    expect(rows[1]).toHaveTextContent('1,000.00元');
    expect(within(rows[2]).getByRole('button', { name: '暂停购买 国证资管医药健康股票' })).toBeDisabled();
    const [request] = requestsTo(server, 'GET', '/v1/fund');
    expect(Object.fromEntries(request.query)).toMatchObject({
      sort: 'category',
      order: 'asc',
      pageNum: '1',
      pageSize: '10',
    });
  });

  it('a private product whose figures are withheld says why and links to the certification instead of NAV and returns', async () => {
    open();
    server.on('GET', '/v1/fund', { body: envelope({ list: [createMockFund(), WITHHELD_PLAN], total: 2 }) });
    const rows = within(await table()).getAllByRole('row');
    expect(screen.getByText(/^私募资产管理计划不公开宣传推介/)).toBeVisible();
    expect(rows[2]).toHaveTextContent('合格投资者认证后可查看');
    expect(rows[2]).not.toHaveTextContent('净值日期');
    expect(rows[2]).not.toHaveTextContent('--');
    // The public fund beside it keeps its figures.
    expect(rows[1]).toHaveTextContent('+3.27%');
    expect(within(rows[2]).getByRole('link', { name: '去认证' })).toHaveAttribute(
      'href',
      '/index.html#/hall/user/conform-certification',
    );
  });

  it('a fund off the direct-sales white list cannot be bought here; its order page says why and checks nothing', async () => {
    open();
    server.on('GET', '/v1/fund', {
      body: envelope({ list: [createMockFund({ white: false })], total: 1 }),
    });
    await screen.findByRole('table', { name: '基金列表' });
    expect(await screen.findByRole('button', { name: '非网上直销 国证资管稳健配置混合' })).toBeDisabled();
  });

  it('a fund’s name opens its 产品详情 (基金档案) in a new window, a private plan’s too (the page decides what it shows)', async () => {
    open();
    server.on('GET', '/v1/fund', { body: envelope({ list: [createMockFund(), WITHHELD_PLAN], total: 2 }) });
    const rows = within(await table()).getAllByRole('row');
    const detail = within(rows[1]).getByRole('link', { name: '国证资管稳健配置混合' });
    expect(detail).toHaveAccessibleDescription('（在新窗口打开）');
    expect(detail).toHaveAttribute('href', '/index.html#/product/detail?productCode=970031');
    expect(detail).toHaveAttribute('target', '_blank');
    expect(detail).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(rows[2])
        .getByRole('link', { name: /国证资管鑫享/ })
        .getAttribute('href'),
    ).toMatch(/^\/index\.html#\/product\/detail\?productCode=98/);
  });

  it('the search offers only funds this portal sells: tradeable and on the direct-sales white list (whiteFlag 1)', async () => {
    const { user } = open();
    server.on('GET', '/v1/fund/search', {
      body: envelope([{ code: '970031', name: '国证资管稳健配置混合' }]),
    });
    await table();
    await user.type(screen.getByRole('combobox', { name: '产品名称/代码' }), '9700');
    await waitFor(() => expect(requestsTo(server, 'GET', '/v1/fund/search')).not.toHaveLength(0));
    const query = requestsTo(server, 'GET', '/v1/fund/search').at(-1)?.query;
    expect(query?.get('whiteFlag')).toBe('1');
    expect(query?.get('filterFlag')).toBe('1');
  });

  it('sorts by any of the 12 options and keeps the choice in the address', async () => {
    const { user, address } = open();
    await table();
    const select = screen.getByRole('combobox', { name: '排序方式' });
    expect(within(select).getAllByRole('option')).toHaveLength(12);
    await user.selectOptions(select, '近一年收益率');
    await waitFor(() => expect(address()).toBe('/trade-center/purchase?sort=yearRate'));
    await waitFor(() =>
      expect(requestsTo(server, 'GET', '/v1/fund').at(-1)?.query.get('order')).toBe('desc'),
    );
    expect(screen.getByRole('columnheader', { name: '近一年' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /^降序.*改为升序$/ }));
    await waitFor(() => expect(address()).toBe('/trade-center/purchase?sort=yearRate&order=asc'));
  });

  it('shows each fund’s type and filters by a type tab kept in the address (I3E.16)', async () => {
    const { user, address } = open('/trade-center/purchase?page=2');
    const rows = within(await table()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('混合型');
    const tabs = screen.getByRole('group', { name: '产品类型' });
    expect(within(tabs).getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(tabs).getByRole('button', { name: '货币型' }));
    await waitFor(() => expect(address()).toBe('/trade-center/purchase?type=1'));
    await waitFor(() =>
      expect(requestsTo(server, 'GET', '/v1/fund').at(-1)?.query.get('productCategory')).toBe('1'),
    );
    expect(within(tabs).getByRole('button', { name: '货币型' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(tabs).getByRole('button', { name: '全部' }));
    await waitFor(() => expect(address()).toBe('/trade-center/purchase'));
  });

  it('pages through the list', async () => {
    const { user, address } = open('/trade-center/purchase?keyword=970');
    await table();
    const pager = screen.getByRole('navigation', { name: '基金列表分页' });
    await user.click(within(pager).getByRole('button', { name: /^第?3页?$|^3$/ }));
    await waitFor(() => expect(address()).toBe('/trade-center/purchase?page=3&keyword=970'));
    expect(requestsTo(server, 'GET', '/v1/fund').at(-1)?.query.get('keyword')).toBe('970');
  });

  it('checks the trading time, then the chain, confirms the summary and goes to the order', async () => {
    const { user, address } = open();
    await table();
    await user.click(buyButton('国证资管稳健配置混合'));
    const summary = await screen.findByRole('dialog', { name: '产品资料概要' });
    expect(within(summary).getByRole('link', { name: /国证资管稳健配置混合产品资料概要/ })).toHaveAttribute(
      'href',
      '/product-documents/SUM970031.html',
    );
    await user.click(within(summary).getByRole('checkbox'));
    await user.click(within(summary).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(address()).toBe('/trade-center/purchase/order?id=970031'));
    const order = requestsTo(server, 'GET', '/v1/order/tradeTime/validate')[0].query;
    expect(Object.fromEntries(order)).toMatchObject({
      fundCode: '970031',
      businessType: 'Purchase',
      productCategory: '3',
    });
    const [signed] = requestsTo(server, 'POST', '/v1/agreement/signInfoPublish');
    expect(JSON.parse(signed.body.toString())).toEqual({
      fundCode: '970031',
      fundBusinessCode: 'Purchase',
      noticeCode: 'SUM970031',
    });
    // The chain ran in the spec's order, each call once (the server's clock, which dates a confirmation, aside).
    const paths = server.requests
      .map((r) => r.path)
      .filter((p) => p.startsWith('/v1/order') || p.startsWith('/v1/agreement'))
      .filter((p) => p !== '/v1/order/dateTimeStatus');
    expect(paths.slice(0, 5)).toEqual([
      '/v1/order/tradeTime/validate',
      '/v1/order/buyVerify',
      '/v1/order/agreementSigned',
      '/v1/agreement/infoPublish',
      '/v1/agreement/signInfoPublish',
    ]);
  });

  it('asks the trade time, the verdict and the signing state together, each once, and shows them in order', async () => {
    const { user } = open();
    server.on('GET', '/v1/order/tradeTime/validate', {
      body: envelope({ valid: true, tradeDate: '20261123', reason: null }),
      delayMs: 2000,
    });
    await table();
    await user.click(buyButton('国证资管稳健配置混合'));
    // Long before the trade time answers, the other two are on their way (issue 38 item 9)…
    await waitFor(() => expect(requestsTo(server, 'GET', '/v1/order/agreementSigned')).toHaveLength(1), {
      timeout: 1000,
    });
    expect(requestsTo(server, 'GET', '/v1/order/buyVerify')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '正在校验… 国证资管稳健配置混合' })).toBeInTheDocument();
    // …and the chain still shows its steps in order, asking none of them again.
    await screen.findByRole('dialog', { name: '产品资料概要' });
    expect(requestsTo(server, 'GET', '/v1/order/tradeTime/validate')).toHaveLength(1);
    expect(requestsTo(server, 'GET', '/v1/order/buyVerify')).toHaveLength(1);
    expect(requestsTo(server, 'GET', '/v1/order/agreementSigned')).toHaveLength(1);
  });

  it('ignores clicks on every buy button while a check runs', async () => {
    const { user } = open();
    server.on('GET', '/v1/order/tradeTime/validate', {
      body: envelope({ valid: true, tradeDate: '20261123', reason: null }),
      delayMs: 300,
    });
    await table();
    await user.click(buyButton('国证资管稳健配置混合'));
    expect(screen.getByRole('button', { name: '正在校验… 国证资管稳健配置混合' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '正在校验… 国证资管稳健配置混合' }));
    await screen.findByRole('dialog', { name: '产品资料概要' });
    expect(requestsTo(server, 'GET', '/v1/order/tradeTime/validate')).toHaveLength(1);
    expect(requestsTo(server, 'GET', '/v1/order/buyVerify')).toHaveLength(1);
  });

  it('outside trading time says so and goes no further: the checks asked with it show nothing', async () => {
    const { user } = open();
    server.on('GET', '/v1/order/tradeTime/validate', {
      body: envelope({ valid: false, tradeDate: null, reason: '集合资产管理计划仅在交易日9:30-15:00办理' }),
    });
    await table();
    await user.click(buyButton('国证资管稳健配置混合'));
    const dialog = await screen.findByRole('alertdialog', { name: '非交易时间' });
    expect(dialog).toHaveTextContent('集合资产管理计划仅在交易日9:30-15:00办理');
    // The verdict and the signing state were asked together with the trade time (issue 38 item 9); the chain
    // stops at the first step, so neither is shown and the summary is never fetched.
    await waitFor(() => expect(requestsTo(server, 'GET', '/v1/order/agreementSigned')).toHaveLength(1));
    expect(requestsTo(server, 'GET', '/v1/order/buyVerify')).toHaveLength(1);
    expect(requestsTo(server, 'GET', '/v1/agreement/infoPublish')).toHaveLength(0);
    expect(screen.getAllByRole('alertdialog')).toEqual([dialog]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stops the lowest category at the risk-test dialog, which leads to the test', async () => {
    const { user, address } = open();
    server.on('GET', '/v1/order/buyVerify', { body: envelope(null, 400015, '风险等级为最低类别') });
    await table();
    const opener = buyButton('国证资管稳健配置混合');
    await user.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: '风险测评' });
    expect(dialog).toHaveTextContent('您的风险承受能力为最低类别');
    await user.click(within(dialog).getByRole('button', { name: '重新测评' }));
    await waitFor(() => expect(address()).toBe('/hall/user/risk-level?module=RiskLevelTest'));
  });

  it('a closed stop dialog gives the focus back to the buy button', async () => {
    const { user } = open();
    server.on('GET', '/v1/order/buyVerify', { body: envelope(null, 400016, '无交易账号') });
    await table();
    await user.click(buyButton('国证资管稳健配置混合'));
    const dialog = await screen.findByRole('alertdialog', { name: '温馨提示' });
    expect(dialog).toHaveTextContent('您的账号出现异常');
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(buyButton('国证资管稳健配置混合')).toHaveFocus());
  });

  it('a risk mismatch is compared in the server’s words and confirmed before the summary', async () => {
    const { user } = open();
    server.on('GET', '/v1/order/buyVerify', {
      body: envelope(
        createMockVerdict({
          statusCode: '1',
          riskMatch: '0',
          comparisons: [
            { item: 'risk', investorValue: 'C2 谨慎型', productValue: 'R3 中风险', match: '0' },
            { item: 'investmentTime', investorValue: '1-5年', productValue: '1-5年', match: '1' },
            { item: 'investmentVarieties', investorValue: '权益类', productValue: '权益类', match: '1' },
          ],
        }),
      ),
    });
    await table();
    await user.click(buyButton('国证资管稳健配置混合'));
    const dialog = await screen.findByRole('dialog', { name: '风险等级不匹配提示' });
    expect(dialog).toHaveTextContent('您的风险承受能力C2 谨慎型');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: '确认购买' }));
    expect(await screen.findByRole('dialog', { name: '产品资料概要' })).toBeInTheDocument();
  });
});
