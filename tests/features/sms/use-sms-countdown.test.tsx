import { act, renderHook } from '@testing-library/react';

import { useSmsCountdown } from '@/features/sms';

describe('useSmsCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down from 120 s and allows resending at 0', () => {
    const { result } = renderHook(() => useSmsCountdown(120));
    act(() => result.current.start());
    expect(result.current.remaining).toBe(120);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(119);
    act(() => jest.advanceTimersByTime(119_000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.running).toBe(false);
  });

  it('shows the true time left when the tab slept and timers did not fire', () => {
    const { result } = renderHook(() => useSmsCountdown(120));
    act(() => result.current.start());
    // A background tab: the clock moves 30 s, the interval fires once afterwards.
    jest.setSystemTime(Date.now() + 30_000);
    act(() => jest.advanceTimersByTime(250));
    expect(result.current.remaining).toBe(90);
  });
});
