import { pdfText } from '../server/account/pdf-text';
import { clockTo, investor, MONDAY_10AM, serverAt } from '../server/order/support';
import type { TestServer } from '../server/support/server';

/**
 * Issue 39, medium 3: PDF statements, records and evidence were laid out on the event loop without a limit
 * (30 parallel downloads from one session held every other request for 3.5 s). Now they are laid out on a
 * worker thread (tests/server/core/off-thread.test.ts), one account waits for at most two at once, the
 * process for at most twelve, and a finished period's PDF is kept and answered again.
 */
jest.setTimeout(180000);

let server: TestServer;
beforeAll(async () => {
  server = await serverAt(MONDAY_10AM);
});
afterAll(() => server?.close());

const FINISHED = '/v1/account/trade/pdf?beginDate=20241101&endDate=20261120&t=1';
const generatedAt = (pdf: Buffer) => /生成于 ([0-9-]+ [0-9:]+)/.exec(pdfText(pdf).replace(/\n/g, ''))?.[1];

describe('PDF downloads under load', () => {
  it('one account gets at most two at once: the others are refused with a clear message', async () => {
    const zhang = await investor(server, 'zhangSan');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        zhang.request('GET', `/v1/account/trade/pdf?beginDate=20241101&endDate=20261123&t=${i}`),
      ),
    );
    const refused = answers.filter((a) => a.status === 429);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].json).toEqual({ state: 400008, data: null, message: '您的文件正在生成，请稍候再下载' });
  });

  it('keeps a finished period’s PDF: asked again 20 minutes later, the same document comes back', async () => {
    const zhang = await investor(server, 'zhangSan');
    const first = await zhang.request('GET', FINISHED);
    expect(first.status).toBe(200);
    await clockTo(zhang, '2026-11-23T10:20:00+08:00');
    const again = await zhang.request('GET', FINISHED);
    expect(again.body.equals(first.body)).toBe(true);
    expect(generatedAt(again.body)).toBe('2026-11-23 10:00:00');
  });

  it('lays out a period that includes today anew: it can still change', async () => {
    const zhang = await investor(server, 'zhangSan');
    const now = await zhang.request('GET', '/v1/account/trade/pdf?beginDate=20241101&endDate=20261123&t=9');
    expect(now.status).toBe(200);
    expect(generatedAt(now.body)).toBe('2026-11-23 10:20:00');
  });
});
