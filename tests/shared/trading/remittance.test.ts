import { remittanceWindow } from '@/shared/trading';

/** The one statement of the remittance window: the order page warns by it, the back office refuses by it. */
describe('a bank transfer against its deadline', () => {
  const deadline = Date.parse('2026-11-24T15:00:00+08:00');
  const at = (time: string) => Date.parse(`2026-11-24T${time}+08:00`);

  it('is open until the last 30 minutes, near in them, passed from the deadline on', () => {
    expect(remittanceWindow(deadline, at('14:29:59.999'))).toBe('open');
    expect(remittanceWindow(deadline, at('14:30:00'))).toBe('near');
    expect(remittanceWindow(deadline, at('14:59:59.999'))).toBe('near');
    expect(remittanceWindow(deadline, at('15:00:00'))).toBe('passed');
    expect(remittanceWindow(deadline, at('16:00:00'))).toBe('passed');
  });
});
