import type { CaptchaData } from '@/api/captcha/contract';
import { drawPuzzle } from '@/server/captcha/draw';

import { clientOf } from '../server/support/portal';
import { startServer, type TestServer } from '../server/support/server';

/**
 * Issue 39, medium 4: the slider's pictures were drawn and PNG-encoded on each request (≈ 45 ms of event
 * loop, no session needed), so about 70 addresses saturated the process. Now a pool is drawn ahead, off the
 * request path, each puzzle is served once, and the whole process draws at most 40 puzzles in 4 s: with the
 * pool empty and that spent, a request is refused.
 */
jest.setTimeout(120000);

let drawn = 0;
/** Drawings made inside a request's handler (its call stack runs through createChallenge). */
let drawnForARequest = 0;
let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    testOnlyDrawPuzzle: (x, y) => {
      drawn++;
      if (new Error().stack?.includes('createChallenge')) drawnForARequest++;
      return drawPuzzle(x, y);
    },
  });
});
afterAll(() => server.close());

/** Until the pool has drawn its 16 puzzles (one per event-loop turn after the start), at most 5 s. */
async function poolFilled(): Promise<void> {
  for (let waited = 0; drawn < 16 && waited < 5000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(drawn).toBeGreaterThanOrEqual(16);
}

describe('the slider’s puzzles', () => {
  it('are drawn ahead: a request takes one from the pool and draws nothing itself', async () => {
    await poolFilled();
    const got = await clientOf(server, '127.0.0.80').get<CaptchaData>('/v1/auth/captcha?t=1');
    expect(got.state).toBe(200000);
    expect(got.data.background).toMatch(/^data:image\/png;base64,/);
    // The pool drew it ahead; the refill runs on a later turn of the event loop, outside the request.
    expect(drawnForARequest).toBe(0);
    await poolFilled();
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
    // However many asked, no more than 40 puzzles were drawn in the window (plus the pool's first 16 ahead).
    expect(drawn).toBeLessThanOrEqual(16 + 40);
  });
});
