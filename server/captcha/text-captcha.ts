import { randomInt, randomUUID } from 'node:crypto';

import type { TextCaptchaData } from '@/api/captcha/contract';
import { RESPONSE_STATE } from '@/shared/enums/response-state';

import type { Context } from '../core/context';
import { BusinessError } from '../core/http/envelope';
import { putBounded } from '../core/volatile';
import { grantCaptchaToken } from './captcha';
import { captchaFresh, TEXT_FAILED } from './rules';
import { readAnswer, textQuestion } from './text-question';

// The slider's alternative keeps its rules: one answer per question, 120 s, the same 20 challenges a minute
// per address (one budget for pictures and questions: the route uses the slider's rate window), and the
// same one-use token. Kept in memory like the slider's challenges (core/volatile.ts).

interface TextChallenge {
  answer: number;
  createdAt: number;
  servedMonotonicMs: number;
}

/** Reading a question and typing two digits takes a person longer than this; a script answers at once. */
const MIN_ANSWER_MS = 1000;

const questions = (ctx: Context) => ctx.volatile.map<TextChallenge>('captcha-text-challenges');

export function createTextChallenge(ctx: Context): TextCaptchaData {
  const now = ctx.clock.now();
  const map = questions(ctx);
  for (const [key, value] of map) {
    if (captchaFresh(value.createdAt, now)) break;
    map.delete(key);
  }
  const { question, answer } = textQuestion(randomInt);
  const id = randomUUID();
  putBounded(map, id, { answer, createdAt: now, servedMonotonicMs: performance.now() });
  return { id, question };
}

/** One answer per question: right or wrong, it is used up. Right, fresh and not instant gives the token. */
export function verifyTextChallenge(ctx: Context, id: string, typed: string): string {
  const challenge = questions(ctx).get(id);
  questions(ctx).delete(id);
  const now = ctx.clock.now();
  const waited = challenge
    ? Math.max(now - challenge.createdAt, performance.now() - challenge.servedMonotonicMs)
    : 0;
  const right =
    challenge !== undefined &&
    captchaFresh(challenge.createdAt, now) &&
    waited >= MIN_ANSWER_MS &&
    readAnswer(typed) === challenge.answer;
  if (!right) throw new BusinessError(RESPONSE_STATE.GRAPHIC_CODE_ERROR, TEXT_FAILED);
  return grantCaptchaToken(ctx);
}
