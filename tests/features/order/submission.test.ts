import {
  INITIAL_SUBMISSION,
  isOutcomeUnknown,
  makeIdempotencyKey,
  type SubmissionEvent,
  type SubmissionState,
  submissionTransition,
} from '@/features/trade-kit';

type Body = { applySum: string; password: string };
type State = SubmissionState<Body, { appNo: string }>;
type Event = SubmissionEvent<Body, { appNo: string }>;

const INTENT = { key: 'key-0000000000000001', body: { applySum: '1000.00', password: 'ENC1' } };
const OTHER = { key: 'key-0000000000000002', body: { applySum: '2000.00', password: 'ENC2' } };
const play = (events: Event[], from: State = INITIAL_SUBMISSION) =>
  events.reduce<State>(submissionTransition, from);

describe('sending an order once', () => {
  it('sends the intent and keeps the result', () => {
    const sending = play([{ type: 'SEND', intent: INTENT }]);
    expect(sending).toEqual({ phase: 'sending', intent: INTENT, attempt: 1 });
    expect(play([{ type: 'PLACED', result: { appNo: 'A1' } }], sending)).toEqual({
      phase: 'placed',
      intent: INTENT,
      result: { appNo: 'A1' },
    });
  });

  it('a second click while sending, or after placing, starts no second intent', () => {
    const sending = play([{ type: 'SEND', intent: INTENT }]);
    expect(submissionTransition(sending, { type: 'SEND', intent: OTHER })).toBe(sending);
    const placed = play([{ type: 'PLACED', result: { appNo: 'A1' } }], sending);
    expect(submissionTransition(placed, { type: 'SEND', intent: OTHER })).toBe(placed);
  });

  it('after a timeout only the same intent (same key, same body) can be sent again', () => {
    const unknown = play([
      { type: 'SEND', intent: INTENT },
      { type: 'FAILED', state: -1, message: '请求超时' },
    ]);
    expect(unknown).toMatchObject({
      phase: 'unknown',
      intent: INTENT,
      message: expect.stringContaining('重新提交不会重复下单'),
    });
    expect(submissionTransition(unknown, { type: 'SEND', intent: OTHER })).toBe(unknown);
    // The order is looked for first (issue 29); not found, the resend is offered.
    const notFound = submissionTransition(unknown, { type: 'LOOKED_UP', found: false });
    expect(submissionTransition(notFound, { type: 'RESEND' })).toEqual({
      phase: 'sending',
      intent: INTENT,
      attempt: 2,
    });
  });

  it('a definite refusal returns to the form with the server message', () => {
    expect(
      play([
        { type: 'SEND', intent: INTENT },
        { type: 'FAILED', state: 400035, message: '首次购买金额不能低于1000.00元' },
      ]),
    ).toEqual({
      phase: 'editing',
      message: '首次购买金额不能低于1000.00元',
    });
    const refused = play([
      { type: 'SEND', intent: INTENT },
      { type: 'FAILED', state: 503502 },
    ]);
    expect(refused).toEqual({ phase: 'editing', message: '下单失败，请稍后再试' });
    expect(submissionTransition(refused, { type: 'SEND', intent: OTHER })).toMatchObject({ intent: OTHER });
  });

  it('reads which failures leave the outcome unknown', () => {
    for (const state of [-1, -2, -3, 503000, '503505']) expect(isOutcomeUnknown(state)).toBe(true);
    for (const state of [400035, 402016, 409000, 503502, 401000]) expect(isOutcomeUnknown(state)).toBe(false);
  });

  it('ignores answers when nothing is being sent', () => {
    const editing = play([]);
    expect(submissionTransition(editing, { type: 'PLACED', result: { appNo: 'X' } })).toBe(editing);
    expect(submissionTransition(editing, { type: 'FAILED', state: -1 })).toBe(editing);
    expect(submissionTransition(editing, { type: 'RESEND' })).toBe(editing);
  });

  it('makes keys the contract accepts, a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, makeIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});

describe('an unknown outcome is looked up before a resend is offered (issue 29)', () => {
  const unknown = () =>
    play([
      { type: 'SEND', intent: INTENT },
      { type: 'FAILED', state: -2, message: '网络连接异常，请检查网络后重试' },
    ]);

  it('while the lookup runs, no resend can start', () => {
    const checking = unknown();
    expect(checking).toMatchObject({ phase: 'unknown', lookup: 'checking' });
    expect(submissionTransition(checking, { type: 'RESEND' })).toBe(checking);
  });

  it('found in transit: the same intent is fetched again (a replay) and the placed order says it was found', () => {
    const recovering = submissionTransition(unknown(), { type: 'LOOKED_UP', found: true });
    expect(recovering).toEqual({ phase: 'sending', intent: INTENT, attempt: 2, recovered: true });
    expect(submissionTransition(recovering, { type: 'PLACED', result: { appNo: 'A1' } })).toEqual({
      phase: 'placed',
      intent: INTENT,
      result: { appNo: 'A1' },
      recovered: true,
    });
  });

  it('not found: the screen says so and offers the resend of the same intent', () => {
    const notFound = submissionTransition(unknown(), { type: 'LOOKED_UP', found: false });
    expect(notFound).toMatchObject({
      phase: 'unknown',
      lookup: 'done',
      message: expect.stringContaining('未查到'),
    });
    expect(submissionTransition(notFound, { type: 'RESEND' })).toMatchObject({
      phase: 'sending',
      intent: INTENT,
    });
  });
});
