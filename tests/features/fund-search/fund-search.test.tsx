import { act, screen, waitFor } from '@testing-library/react';

import { FundSearch } from '@/features/fund-search';

import { envelope } from '../../api/support/test-server';
import { connectedFeature } from '../support/connected';

const { server, renderConnected } = connectedFeature();

const FUNDS = [
  { code: '970091', name: '国证资管MSCI中国A股指数' },
  { code: '970092', name: '国证资管ESG责任投资混合' },
];

function renderBox() {
  const onSelect = jest.fn();
  const view = renderConnected(<FundSearch onSelect={onSelect} debounceMs={0} />);
  return { ...view, onSelect, box: screen.getByRole('combobox', { name: '基金搜索' }) };
}

const searches = () => server.requests.filter((r) => r.path === '/v1/fund/search');

describe('FundSearch, asking GET /v1/fund/search itself', () => {
  it('asks for tradeable funds matching the text and offers the matches', async () => {
    server.on('GET', '/v1/fund/search', { body: envelope(FUNDS) });
    const { user, box, onSelect } = renderBox();
    await user.type(box, 'esg');
    // Each key may ask (no debounce here): the list shown is the answer to the whole text once it is asked.
    await waitFor(() => expect(searches().at(-1)?.query.get('content')).toBe('esg'));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('970092');
    const query = searches().at(-1)?.query;
    expect(query?.get('filterFlag')).toBe('1');
    await user.click(options[0]);
    expect(onSelect).toHaveBeenCalledWith(FUNDS[1]);
  });

  it('says a failed search in the list', async () => {
    server.on('GET', '/v1/fund/search', { body: envelope(null, 503000, '服务暂时不可用，请稍后再试') });
    const { user, box } = renderBox();
    await user.type(box, '债券');
    expect(await screen.findByText('服务暂时不可用，请稍后再试')).toBeInTheDocument();
  });

  it('shows nothing for 403000: no message, no fallback, no list, no toast', async () => {
    server.on('GET', '/v1/fund/search', { body: envelope(null, 403000, '无权限访问') });
    const { user, box, container } = renderBox();
    await user.type(box, '债券');
    await waitFor(() => expect(searches().length).toBeGreaterThan(0));
    // The answer has been handled once the "searching" line is gone; give the store a moment more.
    await waitFor(() => expect(screen.queryByText('正在搜索…')).not.toBeInTheDocument());
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText('无权限访问')).not.toBeInTheDocument();
    expect(screen.queryByText('搜索失败，请稍后再试')).not.toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(container.querySelector('[role="status"]')).toBeEmptyDOMElement();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks GET /v1/fund/search/crm, with the same query, for a Registered investor', async () => {
    server.on('GET', '/v1/fund/search/crm', { body: envelope([FUNDS[1]]) });
    const onSelect = jest.fn();
    const { user } = renderConnected(
      <FundSearch onSelect={onSelect} debounceMs={0} consignment whiteListOnly />,
    );
    await user.type(screen.getByRole('combobox', { name: '基金搜索' }), '9700');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('970092')]);
    const asked = server.requests.filter((r) => r.path === '/v1/fund/search/crm').at(-1)?.query;
    expect([asked?.get('content'), asked?.get('filterFlag'), asked?.get('whiteFlag')]).toEqual([
      '9700',
      '1',
      '1',
    ]);
    expect(searches()).toHaveLength(0);
  });
});
