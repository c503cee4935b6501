import { countdownEnd, secondsLeft, sendButtonLabel } from '@/features/sms/countdown';

describe('the SMS countdown rules', () => {
  const now = Date.UTC(2024, 0, 1, 8, 0, 0);

  it('ends `seconds` after the send and shows whole seconds, rounded up', () => {
    const endsAt = countdownEnd(now, 120);
    expect(secondsLeft(endsAt, now)).toBe(120);
    expect(secondsLeft(endsAt, now + 1)).toBe(120);
    expect(secondsLeft(endsAt, now + 1000)).toBe(119);
    expect(secondsLeft(endsAt, now + 119_001)).toBe(1);
    expect(secondsLeft(endsAt, now + 120_000)).toBe(0);
  });

  it('counts real time, so a tab that slept shows the true time left and never below zero', () => {
    const endsAt = countdownEnd(now, 60);
    expect(secondsLeft(endsAt, now + 30_000)).toBe(30);
    expect(secondsLeft(endsAt, now + 600_000)).toBe(0);
  });

  it('labels the button 获取验证码, then N秒后重新获取, then 重新获取', () => {
    expect(sendButtonLabel(0, false)).toBe('获取验证码');
    expect(sendButtonLabel(120, true)).toBe('120秒后重新获取');
    expect(sendButtonLabel(1, true)).toBe('1秒后重新获取');
    expect(sendButtonLabel(0, true)).toBe('重新获取');
  });
});
