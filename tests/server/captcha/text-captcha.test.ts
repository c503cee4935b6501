import { DEMO, DEMO_PASSWORD } from '@/server/seed/demo-identities';

import { solveTextQuestion } from '../../support/solve-text-question';
import type { HttpClient } from '../support/http-client';
import { clientOf, encrypt } from '../support/portal';
import { startServer, type TestServer } from '../support/server';

/**
 * Issue 19: the text check, the slider's alternative that needs no sight, is as strong as the slider: one
 * answer per question, 120 s, not answered faster than a person reads, the slider's rate window, and the
 * slider's one-use token.
 */
jest.setTimeout(60000);

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface Question {
  id: string;
  question: string;
}

async function ask(browser: HttpClient): Promise<Question> {
  const got = await browser.get<Question>('/v1/auth/captcha/text?t=1');
  expect(got.state).toBe(200000);
  return got.data;
}

const answer = (browser: HttpClient, id: string, typed: string) =>
  browser.post<{ token: string } | null>('/v1/auth/captcha/text', { id, answer: typed });

const REFUSED = { state: 400001, data: null, message: '答案不正确，请回答新的问题' };

describe('the text check', () => {
  it('asks a sum in words and keeps the answer to itself; the right answer gives the slider’s token', async () => {
    const browser = clientOf(server, '127.0.0.90');
    const q = await ask(browser);
    expect(Object.keys(q).sort()).toEqual(['id', 'question']);
    expect(q.question).toMatch(/^[零一二三四五六七八九十]+[加减][零一二三四五六七八九十]+等于多少？$/);
    server.clock.advance(2);
    const passed = await answer(browser, q.id, String(solveTextQuestion(q.question)));
    expect(passed.state).toBe(200000);
    const token = passed.data?.token ?? '';
    // The token opens the login's password step like a slider's, once.
    const body = async () => ({
      account: DEMO.zhangSan.idNo,
      password: await encrypt(browser, DEMO_PASSWORD),
      code: token,
    });
    expect((await browser.post('/v1/auth/login', await body())).state).toBe(200000);
    expect(await browser.post('/v1/auth/login', await body())).toMatchObject({
      state: 400001,
      message: '请先完成滑块验证',
    });
  });

  it('takes one answer per question, and full-width digits', async () => {
    const browser = clientOf(server, '127.0.0.91');
    const q = await ask(browser);
    server.clock.advance(2);
    const right = solveTextQuestion(q.question);
    expect(await answer(browser, q.id, String(right + 1))).toEqual(REFUSED);
    expect(await answer(browser, q.id, String(right))).toEqual(REFUSED);
    const again = await ask(browser);
    server.clock.advance(2);
    const fullWidth = String(solveTextQuestion(again.question)).replace(/\d/g, (d) =>
      String.fromCharCode(d.charCodeAt(0) + 0xfee0),
    );
    expect((await answer(browser, again.id, fullWidth)).state).toBe(200000);
  });

  it('refuses an answer faster than a person reads, or after 120 s', async () => {
    const browser = clientOf(server, '127.0.0.92');
    const instant = await ask(browser);
    expect(await answer(browser, instant.id, String(solveTextQuestion(instant.question)))).toEqual(REFUSED);
    const stale = await ask(browser);
    server.clock.advance(121);
    expect(await answer(browser, stale.id, String(solveTextQuestion(stale.question)))).toEqual(REFUSED);
  });

  it('shares the slider’s 20 challenges a minute per address', async () => {
    const browser = clientOf(server, '127.0.0.93');
    for (let i = 0; i < 10; i++) expect((await browser.get('/v1/auth/captcha?t=1')).state).toBe(200000);
    for (let i = 0; i < 10; i++) await ask(browser);
    const limited = await browser.request('GET', '/v1/auth/captcha/text?t=1');
    expect([limited.status, limited.json]).toEqual([
      429,
      { state: 400008, data: null, message: '操作过于频繁，请稍后再试' },
    ]);
    expect((await browser.request('GET', '/v1/auth/captcha?t=1')).status).toBe(429);
    server.clock.advance(61);
    await ask(browser);
  });
});
