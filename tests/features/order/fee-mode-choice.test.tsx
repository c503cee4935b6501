import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { FeeModeChoice } from '@/features/order/fee-mode-choice';
import type { FeeModeCode } from '@/shared/trading';

import { envelope, type TestServer } from '../../api/support/test-server';
import { connectedFeature } from '../support/connected';

const { server, renderConnected } = connectedFeature();

const BACK_END = [
  { minDays: 0, maxDays: 365, rate: '1.8000' },
  { minDays: 365, maxDays: 1095, rate: '1.2000' },
  { minDays: 1095, maxDays: 1825, rate: '0.6000' },
  { minDays: 1825, maxDays: null, rate: '0.0000' },
];

function answer(backOffice: TestServer, backEndRates: typeof BACK_END) {
  backOffice.on('GET', '/v1/order/operationRate', {
    body: envelope({ fundCode: '970031', businessType: 'Purchase', feeMode: 'A', tiers: [], backEndRates }),
  });
  backOffice.on('POST', '/v1/order/tradingPoundage', {
    body: envelope({
      applySum: '10000.00',
      feeMode: 'A',
      listRate: '1.5000',
      rate: '0.6000',
      discount: '0.40',
      fixedFee: false,
      listFee: '147.78',
      fee: '59.64',
      netAmount: '9940.36',
      figuresWithheld: null,
    }),
  });
}

const chosen: FeeModeCode[] = [];
function Harness() {
  const [mode, setMode] = useState<FeeModeCode>('A');
  return (
    <FeeModeChoice
      fundCode="970031"
      businessType="Purchase"
      applySum="10000.00"
      withheld={false}
      value={mode}
      onChange={(next) => {
        chosen.push(next);
        setMode(next);
      }}
    />
  );
}

describe('收费方式 on the order form', () => {
  it('a fund that offers both lets the investor choose 前端收费 (its fee on the amount) or 后端收费 (no fee now, the schedule by years held)', async () => {
    answer(server, BACK_END);
    renderConnected(<Harness />);
    const group = await screen.findByRole('group', { name: '收费方式' });
    const front = within(group).getByRole('radio', { name: '前端收费' });
    const back = within(group).getByRole('radio', { name: '后端收费' });
    expect(front).toBeChecked();
    await waitFor(() => expect(front).toHaveAccessibleDescription('申购时按申购金额收取申购费：59.64元'));
    expect(back).toHaveAccessibleDescription(/^申购时不收费，赎回时按持有年限收取后端申购费/);
    const schedule = within(group).getByRole('table', { name: '后端申购费率' });
    expect(
      within(schedule)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['持有期限（Y）费率', 'Y<1年1.80%', '1年≤Y<3年1.20%', '3年≤Y<5年0.60%', 'Y≥5年0.00%']);
    // The front-end fee is the back office's quote of mode A.
    const quoted = server.requests.filter((request) => request.path === '/v1/order/tradingPoundage');
    expect(JSON.parse(quoted[0].body.toString())).toMatchObject({ applySum: '10000.00', feeMode: 'A' });

    await userEvent.click(back);
    expect(back).toBeChecked();
    expect(chosen).toEqual(['B']);
  });

  it('a fund without back-end shares shows no choice (its orders are front-end)', async () => {
    answer(server, []);
    const { container } = renderConnected(<Harness />);
    await waitFor(() =>
      expect(server.requests.some((request) => request.path === '/v1/order/operationRate')).toBe(true),
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('group', { name: '收费方式' })).toBeNull();
  });
});
