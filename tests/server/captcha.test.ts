import { PNG } from 'pngjs';

import type { CaptchaData } from '@/api/captcha/contract';

import { HttpClient } from './support/http-client';
import { clientOf } from './support/portal';
import { serverPerFile } from './support/server';

jest.setTimeout(60000);

const server = serverPerFile();
let browser: HttpClient;
beforeAll(async () => {
  browser = clientOf(server());
});

const png = (dataUrl: string) =>
  PNG.sync.read(Buffer.from(dataUrl.replace('data:image/png;base64,', ''), 'base64'));

async function challenge(): Promise<{ challenge: CaptchaData; answer: number }> {
  const got = await browser.get<CaptchaData>('/v1/auth/captcha?t=1');
  const last = (await browser.request('GET', '/__dev/captcha/last')).json as { id: string; code: number };
  expect(last.id).toBe(got.data.id);
  // The person looks and slides: the back office believes no slide longer than the time it saw pass.
  server().clock.advance(1);
  return { challenge: got.data, answer: last.code };
}

const verify = (id: string, code: number, slideMs = 800) =>
  browser.post('/v1/auth/captcha', { id, code, slideMs });

describe('slider captcha', () => {
  it('draws a 690 px background with a hole exactly where the piece fits, and keeps the answer to itself', async () => {
    const { challenge: c, answer } = await challenge();
    expect(Object.keys(c).sort()).toEqual(['background', 'id', 'slider', 'y']);
    const background = png(c.background);
    const slider = png(c.slider);
    expect([background.width, background.height]).toEqual([690, 390]);
    expect(Number.isInteger(c.y)).toBe(true);
    const alphas = new Set<number>();
    let checked = 0;
    for (let y = 0; y < slider.height; y++) {
      for (let x = 0; x < slider.width; x++) {
        const i = (y * slider.width + x) * 4;
        alphas.add(slider.data[i + 3]);
        if (slider.data[i + 3] !== 255 || slider.data[i] === 250) continue;
        // The hole is the piece's own pixels, darkened: so the answer (1x) × 2 is where it was cut out.
        const j = ((c.y * 2 + y) * 690 + answer * 2 + x) * 4;
        expect(Math.abs(background.data[j] - Math.round(slider.data[i] * 0.42))).toBeLessThanOrEqual(1);
        checked++;
      }
    }
    expect(alphas).toEqual(new Set([0, 255]));
    expect(checked).toBeGreaterThan(5000);
  });

  it('accepts a drag within ±4 px and refuses ±5 px', async () => {
    for (const delta of [-4, 4]) {
      const { challenge: c, answer } = await challenge();
      expect(await verify(c.id, answer + delta)).toEqual({
        state: 200000,
        data: { token: expect.any(String) },
        message: '成功',
      });
    }
    for (const delta of [-5, 5]) {
      const { challenge: c, answer } = await challenge();
      expect(await verify(c.id, answer + delta)).toEqual({
        state: 400001,
        data: null,
        message: '滑块验证码错误',
      });
    }
  });

  it('is single-use, whether the attempt was right or wrong', async () => {
    const right = await challenge();
    expect((await verify(right.challenge.id, right.answer)).state).toBe(200000);
    expect((await verify(right.challenge.id, right.answer)).state).toBe(400001);
    const wrong = await challenge();
    expect((await verify(wrong.challenge.id, wrong.answer + 30)).state).toBe(400001);
    expect((await verify(wrong.challenge.id, wrong.answer)).state).toBe(400001);
  });

  it('expires after 120 s and refuses a slide faster than 0.1 s', async () => {
    const old = await challenge();
    server().clock.advance(121);
    expect((await verify(old.challenge.id, old.answer)).state).toBe(400001);
    const fast = await challenge();
    expect((await verify(fast.challenge.id, fast.answer, 99)).state).toBe(400001);
    const human = await challenge();
    expect((await verify(human.challenge.id, human.answer, 100)).state).toBe(200000);
  });

  it('refuses an unknown id and a malformed body', async () => {
    expect((await verify('00000000-0000-4000-8000-000000000000', 100)).state).toBe(400001);
    const answer = await browser.request('POST', '/v1/auth/captcha', { id: 'x', code: 10.5, slideMs: 500 });
    expect(answer.json).toMatchObject({ state: 400000 });
  });
});
