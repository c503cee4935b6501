import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

import { useEncryptPasswords } from '@/features/encryption';

import { useApiTestServer as apiTestServer } from '../../api/support/setup';
import { envelope } from '../../api/support/test-server';

jest.mock('@/features/encryption/load-crypto', () => ({
  loadCrypto: () => Promise.reject(new Error('Loading chunk crypto failed')),
}));

const { setup, server } = apiTestServer();

it('a crypto chunk that cannot load (the network cut) is a network failure, not a dialog working forever (issue 29)', async () => {
  server.on('GET', '/v1/auth/secret', { body: envelope({ publicKey: 'KEY' }) });
  const { store } = setup();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useEncryptPasswords(), { wrapper });
  let outcome: unknown;
  await act(async () => {
    outcome = await result.current({ password: '147258' });
  });
  expect(outcome).toEqual({ ok: false, state: -2, message: '网络连接异常，请检查网络后重试' });
});
