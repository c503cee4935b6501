import { countdownTo, serverClockOffset, serverNow, shanghaiMoment } from '@/features/trade-kit';

// The jest run uses TZ=America/New_York: every instant below is a Shanghai wall time proven independent of it.
const at = (iso: string) => new Date(iso);

describe('the server clock', () => {
  it('keeps the offset to the server, read at the middle of the round trip', () => {
    const sent = Date.parse('2025-03-03T06:00:00Z');
    const offset = serverClockOffset('2025-03-03 14:10:00', sent, sent + 400);
    // 14:10 Shanghai is 06:10Z; the browser was 10 minutes and 200 ms behind.
    expect(offset).toBe(10 * 60 * 1000 - 200);
    expect(serverNow(offset!, sent + 1000).toISOString()).toBe('2025-03-03T06:10:00.800Z');
  });

  it('gives no offset for an unreadable server time', () => {
    expect(serverClockOffset('later', 0)).toBeUndefined();
  });
});

describe('the cut-off countdown', () => {
  const cutoffOf = (tradeDate: string) => shanghaiMoment(tradeDate, '150000');

  it('counts to the cut-off the server names, Shanghai time of the trade date', () => {
    expect(cutoffOf('20250303')?.toISOString()).toBe('2025-03-03T07:00:00.000Z');
    expect(cutoffOf('2025-03-03')?.toISOString()).toBe('2025-03-03T07:00:00.000Z');
    expect(shanghaiMoment('20250303', '143000')?.toISOString()).toBe('2025-03-03T06:30:00.000Z');
    expect(cutoffOf('2025-02-30')).toBeUndefined();
  });

  it('shows hours, minutes and seconds left, rounding seconds up', () => {
    const cutoff = cutoffOf('20250303')!;
    expect(countdownTo(cutoff, at('2025-03-03T04:54:50.500Z'))).toEqual({
      remainingMs: 2 * 3600000 + 5 * 60000 + 9500,
      passed: false,
      text: '02:05:10',
    });
    expect(countdownTo(cutoff, at('2025-03-03T06:59:59.999Z')).text).toBe('00:00:01');
  });

  it('shows days for an order placed after the cut-off before a weekend', () => {
    // Friday 15:30 → Monday's cut-off.
    expect(countdownTo(cutoffOf('20250303')!, at('2025-02-28T07:30:00Z')).text).toBe('2天23:30:00');
  });

  it('says passed at and after the cut-off', () => {
    const cutoff = cutoffOf('20250303')!;
    expect(countdownTo(cutoff, cutoff)).toEqual({ remainingMs: 0, passed: true, text: '00:00:00' });
    expect(countdownTo(cutoff, at('2025-03-04T00:00:00Z')).passed).toBe(true);
  });
});

describe('the remittance deadline', () => {
  const deadline = shanghaiMoment('20250303', '153000')!;

  it('reads yyyyMMdd and HHMMSS as Shanghai wall time', () => {
    expect(deadline.toISOString()).toBe('2025-03-03T07:30:00.000Z');
    expect(shanghaiMoment('20250303', '1530')).toBeUndefined();
    expect(shanghaiMoment('20250230', '153000')).toBeUndefined();
    expect(shanghaiMoment('20250303', '246000')).toBeUndefined();
  });
});
