import { failureText, outcomeOf, readError, succeed } from '@/api/core/outcome';

describe('readError, the one error reader', () => {
  it('reads the state and the message of the base query’s ApiError', () => {
    expect(readError({ state: 400002, message: '短信验证码错误' })).toEqual({
      ok: false,
      state: 400002,
      message: '短信验证码错误',
    });
  });

  it('keeps 403000 silent: no message, whatever the back office said', () => {
    const failure = readError({ state: 403000, message: '无权限' });
    expect(failure).toEqual({ ok: false, state: 403000, silent: true });
    expect(failureText(failure, '搜索失败，请稍后再试')).toBeNull();
  });

  it('knows nothing of errors that are not ApiErrors', () => {
    expect(readError(new Error('boom'))).toEqual({ ok: false });
    expect(readError({ status: 'FETCH_ERROR' })).toEqual({ ok: false });
    expect(readError(undefined)).toEqual({ ok: false });
  });

  it('drops an empty message so that the screen’s own fallback shows', () => {
    const failure = readError({ state: 503000, message: '' });
    expect(failure).toEqual({ ok: false, state: 503000, message: undefined });
    expect(failureText(failure, '操作失败')).toBe('操作失败');
    expect(failureText(failure)).toBeNull();
  });
});

describe('outcomeOf', () => {
  it('turns a successful answer into its value, null included', () => {
    expect(outcomeOf({ data: '138****0001' })).toEqual(succeed('138****0001'));
    expect(outcomeOf({ data: null })).toEqual({ ok: true, value: null });
  });

  it('reads a failed answer through readError', () => {
    expect(outcomeOf({ error: { state: 403000, message: '无权限' } })).toEqual({
      ok: false,
      state: 403000,
      silent: true,
    });
    // A lazy query's result carries both fields; the error wins.
    expect(outcomeOf({ data: undefined, error: { state: -1, message: '请求超时' } })).toEqual({
      ok: false,
      state: -1,
      message: '请求超时',
    });
  });
});
