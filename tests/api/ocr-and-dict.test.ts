import { dictApi } from '@/api/dict/endpoints';
import { fundApi } from '@/api/fund/endpoints';
import { OCR_SCENE, ocrApi } from '@/api/ocr/endpoints';

import { useApiTestServer } from './support/setup';
import { envelope } from './support/test-server';

jest.mock('@/shared/ui', () => jest.requireActual('./support/shared-ui-mock'));

const { setup, server } = useApiTestServer();

describe('recognizeIdCard', () => {
  it('sends multipart form data with type, scene and encryptId before the file', async () => {
    const { store } = setup();
    const ocr = { type: '1', name: '张三', idNumber: '110101199003070011', token: 'ocr-1' };
    server.on('POST', '/v1/auth/ocr', { body: envelope(ocr) });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'front.jpg', {
      type: 'image/jpeg',
    });
    const result = await store.dispatch(
      ocrApi.endpoints.recognizeIdCard.initiate({
        file: photo,
        type: '1',
        scene: OCR_SCENE.agent,
        encryptId: 'E9',
      }),
    );
    expect(result).toEqual({ data: ocr });
    const [request] = server.requests;
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request.body.toString('latin1');
    const order = [
      'name="type"',
      'name="scene"',
      'name="encryptId"',
      'name="file"; filename="front.jpg"',
    ].map((part) => body.indexOf(part));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(body).toContain('\r\n\r\n1\r\n');
    expect(body).toContain('\r\n\r\nagent\r\n');
    expect(request.body.includes(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]))).toBe(true);
  });
});

describe('fetchDict', () => {
  it('drops the ID-card code from the person certificate types (dictionary 6)', async () => {
    const { store } = setup();
    server.on('GET', '/v1/dict/6', { body: envelope({ '0': '身份证', '1': '中国护照', A: '台胞证' }) });
    const result = await store.dispatch(dictApi.endpoints.fetchDict.initiate({ id: 6 }));
    expect(result.data).toEqual({ '1': '中国护照', A: '台胞证' });
  });

  it('keeps code 0 in other dictionaries and ignores entries that are not labels', async () => {
    const { store } = setup();
    server.on('GET', '/v1/dict/3', { body: envelope({ '0': '公务员', '1': 7, '2': '教师' }) });
    const result = await store.dispatch(dictApi.endpoints.fetchDict.initiate({ id: 3 }));
    expect(result.data).toEqual({ '0': '公务员', '2': '教师' });
    expect(server.requests[0].query.has('cityId')).toBe(false);
  });

  it('a success without a map gives an empty dictionary instead of crashing a select', async () => {
    const { store } = setup();
    server.on('GET', '/v1/dict/4', { body: envelope(null) });
    const result = await store.dispatch(dictApi.endpoints.fetchDict.initiate({ id: 4 }));
    expect(result.data).toEqual({});
  });
});

describe('searchFunds', () => {
  it('a success without a list gives an empty list', async () => {
    const { store } = setup();
    server.on('GET', '/v1/fund/search', { body: envelope(null) });
    const result = await store.dispatch(fundApi.endpoints.searchFunds.initiate({ content: 'x' }));
    expect(result.data).toEqual([]);
  });
});
