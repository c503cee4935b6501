import type { CaptchaData } from '@/api/captcha/contract';

import { clientOf } from '../server/support/portal';
import { startServer, type TestServer } from '../server/support/server';

/**
 * Issue 39, medium 4: the slider's pictures were drawn and PNG-encoded on each request (≈ 45 ms of event
 * loop, no session needed), so about 70 addresses saturated the process. Now a pool is drawn ahead on a
 * worker thread (core/off-thread; tests/server/core/off-thread.test.ts shows the event loop free meanwhile),
 * each puzzle is served once, and the whole process draws at most 40 puzzles in 4 s: with the pool empty and
 * that spent, a request is refused.
 */
jest.setTimeout(120000);

let drawn = 0;
/** When each drawing started (monotonic ms). */
const startedAt: number[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    testOnlyDrawPuzzle: (draw) => (input) => {
      drawn++;
      startedAt.push(performance.now());
      return draw(input);
    },
  });
  server.app.portal.puzzles.warm();
});
afterAll(() => server.close());

/** Until the pool has drawn its 16 puzzles (one after the other on the worker), at most 20 s. */
async function poolFilled(): Promise<void> {
  for (let waited = 0; drawn < 16 && waited < 20000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(drawn).toBeGreaterThanOrEqual(16);
}

describe('the slider’s puzzles', () => {
  it('are drawn ahead: the pool fills before anyone asks, and a request takes one of them', async () => {
    await poolFilled();
    const got = await clientOf(server, '127.0.0.80').get<CaptchaData>('/v1/auth/captcha?t=1');
    expect(got.state).toBe(200000);
    expect(got.data.background).toMatch(/^data:image\/png;base64,/);
    expect(Buffer.from(got.data.slider.split(',')[1], 'base64').subarray(1, 4).toString()).toBe('PNG');
  });

  it('are never served twice', async () => {
    const ids = new Set<string>();
    const pictures = new Set<string>();
    for (let i = 0; i < 18; i++) {
      const got = await clientOf(server, `127.0.1.${i + 1}`).get<CaptchaData>('/v1/auth/captcha?t=1');
      expect(got.state).toBe(200000);
      ids.add(got.data.id);
      pictures.add(got.data.background);
    }
    expect([ids.size, pictures.size]).toEqual([18, 18]);
  });

  it('stop at the ceiling for the whole process: many addresses at once are refused', async () => {
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        clientOf(server, `127.0.2.${i + 1}`).request('GET', '/v1/auth/captcha?t=1'),
      ),
    );
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].json).toEqual({ state: 400008, data: null, message: '当前验证请求过多，请稍后再试' });
    // However many asked, no 4 s held more than 40 drawings, the pool's and the requests' together.
    const busiest = Math.max(
      ...startedAt.map((at) => startedAt.filter((t) => t >= at && t < at + 4000).length),
    );
    expect(busiest).toBeLessThanOrEqual(40);
  });
});
