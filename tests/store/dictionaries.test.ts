import {
  refreshDictionary,
  selectDictionary,
  selectNationalities,
  selectPersonCertificateTypes,
  selectVocations,
} from '@/store/dictionaries';

import { useApiTestServer } from '../api/support/setup';
import { envelope } from '../api/support/test-server';

jest.mock('@/shared/ui', () => ({
  showToast: jest.fn(),
  showAlert: jest.fn(() => Promise.resolve()),
  showConfirm: jest.fn(() => Promise.resolve(true)),
}));

const { setup, server } = useApiTestServer();

const VOCATIONS = { '1': '公务员', '2': '教师' };

describe('dictionaries', () => {
  it('caches vocation and nationality, and person certificate types without the ID card', async () => {
    const { store } = setup();
    server.on('GET', '/v1/dict/3', { body: envelope(VOCATIONS) });
    server.on('GET', '/v1/dict/4', { body: envelope({ CHN: '中国' }) });
    server.on('GET', '/v1/dict/6', { body: envelope({ '0': '身份证', '1': '中国护照' }) });
    await store.dispatch(refreshDictionary({ id: 3 }));
    await store.dispatch(refreshDictionary({ id: 4 }));
    await store.dispatch(refreshDictionary({ id: 6 }));
    expect(selectVocations(store.getState())).toEqual(VOCATIONS);
    expect(selectNationalities(store.getState())).toEqual({ CHN: '中国' });
    expect(selectPersonCertificateTypes(store.getState())).toEqual({ '1': '中国护照' });
  });

  it('refreshes at most once per 60000 ms', async () => {
    const { store } = setup();
    server.on('GET', '/v1/dict/3', { body: envelope(VOCATIONS) });
    const start = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(start);
    expect(await store.dispatch(refreshDictionary({ id: 3 }))).toEqual(VOCATIONS);
    now.mockReturnValue(start + 59_999);
    expect(await store.dispatch(refreshDictionary({ id: 3 }))).toEqual(VOCATIONS);
    expect(server.requests).toHaveLength(1);

    server.on('GET', '/v1/dict/3', { body: envelope({ ...VOCATIONS, '3': '医生' }) });
    now.mockReturnValue(start + 60_000);
    await store.dispatch(refreshDictionary({ id: 3 }));
    expect(server.requests).toHaveLength(2);
    expect(selectVocations(store.getState())).toEqual({ ...VOCATIONS, '3': '医生' });
  });

  it('keeps each parent code of cities apart', async () => {
    const { store } = setup();
    server.on('GET', '/v1/dict/13', (request) =>
      request.query.get('cityId') === '440000'
        ? { body: envelope({ '440300': '深圳市' }) }
        : { body: envelope({ '310100': '上海市' }) },
    );
    await store.dispatch(refreshDictionary({ id: 13, cityId: '440000' }));
    await store.dispatch(refreshDictionary({ id: 13, cityId: '310000' }));
    expect(selectDictionary(store.getState(), { id: 13, cityId: '440000' })).toEqual({ '440300': '深圳市' });
    expect(selectDictionary(store.getState(), { id: 13, cityId: '310000' })).toEqual({ '310100': '上海市' });
  });

  it('a failed refresh keeps the cached copy', async () => {
    const { store } = setup();
    server.on('GET', '/v1/dict/4', { body: envelope({ CHN: '中国' }) });
    const start = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(start);
    await store.dispatch(refreshDictionary({ id: 4 }));
    server.on('GET', '/v1/dict/4', { status: 502, body: '<html>502</html>' });
    now.mockReturnValue(start + 61_000);
    expect(await store.dispatch(refreshDictionary({ id: 4 }))).toEqual({ CHN: '中国' });
    expect(selectNationalities(store.getState())).toEqual({ CHN: '中国' });
  });
});
