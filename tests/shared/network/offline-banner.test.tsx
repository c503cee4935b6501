import { act, render, screen } from '@testing-library/react';

import { OfflineBanner } from '@/shared/network';

const setOnline = (online: boolean) =>
  act(() => {
    Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

afterEach(() => setOnline(true));

it('shows the offline banner while the network is cut and hides it when it returns (issue 29)', () => {
  render(<OfflineBanner />);
  expect(screen.queryByRole('alert')).toBeNull();
  setOnline(false);
  expect(screen.getByRole('alert')).toHaveTextContent('网络连接已断开');
  expect(screen.getByRole('alert')).toHaveTextContent('已填写的内容会保留');
  setOnline(true);
  expect(screen.queryByRole('alert')).toBeNull();
});
