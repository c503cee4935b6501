import '../../../api/support/node-fetch';

import { screen } from '@testing-library/react';

import { CardEntryScreen } from '@/pages/index/hall/user/centre/card-screens';

import { useApiTestServer as apiTestServer } from '../../../api/support/setup';
import { envelope } from '../../../api/support/test-server';
import { renderInRouter } from '../../render-page';

const { setup, server } = apiTestServer();

describe('银行卡管理 when its list fails', () => {
  it('a 502 says 银行卡加载失败 with 重新加载 instead of loading for ever; the retry shows the cards', async () => {
    server.on('GET', '/v1/bank/channel', {
      status: 502,
      headers: { 'content-type': 'text/html' },
      body: '<html>502</html>',
    });
    const { user } = renderInRouter(setup().store, '/hall/user/card/entry', <CardEntryScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('银行卡加载失败');
    expect(screen.queryByText('正在加载…')).not.toBeInTheDocument();

    server.on('GET', '/v1/bank/channel', { body: envelope({ banks: [], cards: [] }) });
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('您还没有绑定银行卡。')).toBeVisible();
  });
});
