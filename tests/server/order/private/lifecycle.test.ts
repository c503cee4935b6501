import {
  assertReviewable,
  assertWithdrawable,
  COOLING_OFF_MS,
  coolingEndsAt,
  judgeVisit,
  phaseAt,
  visitDeadline,
  VISIT_QUESTIONS,
  type VisitAnswer,
} from '@/server/order/private/rules';

const SIGNED = Date.parse('2026-11-23T10:00:00+08:00');
const PAID = SIGNED + 5 * 60_000;
const pending = { stage: 'pending' as const, coolingEndsAt: coolingEndsAt(SIGNED, PAID) };
const answers = (no: string[] = []) =>
  new Map<string, VisitAnswer>(VISIT_QUESTIONS.map((q) => [q.code, no.includes(q.code) ? '0' : '1']));

describe('the private order lifecycle', () => {
  it('counts the 24-hour cooling-off from the later of signature and payment', () => {
    expect(coolingEndsAt(SIGNED, PAID)).toBe(PAID + COOLING_OFF_MS);
    expect(coolingEndsAt(PAID, SIGNED)).toBe(PAID + COOLING_OFF_MS);
    expect(phaseAt(pending, pending.coolingEndsAt - 1)).toBe('coolingOff');
    expect(phaseAt(pending, pending.coolingEndsAt)).toBe('visitOpen');
    expect(phaseAt({ ...pending, stage: 'final' }, 0)).toBe('final');
  });

  it('gives the visit until 15:00 of the 10th trading day after the cooling-off; unconfirmed then, it lapses', () => {
    const deadline = visitDeadline(pending.coolingEndsAt);
    expect(deadline).toBe(Date.parse('2026-12-08T15:00:00+08:00'));
    const answered = { ...pending, stage: 'answered' as const };
    expect(phaseAt(answered, deadline - 1)).toBe('answered');
    expect(phaseAt(answered, deadline)).toBe('lapsed');
    expect(phaseAt(pending, deadline)).toBe('lapsed');
    expect(() => assertReviewable(answered, deadline - 1)).not.toThrow();
    expect(() => assertReviewable(answered, deadline)).toThrow('回访未在期限内确认');
    expect(() => assertReviewable(pending, deadline - 1)).toThrow('投资者尚未完成回访问卷');
  });

  it('allows a withdrawal until the visit is confirmed, not after', () => {
    expect(() => assertWithdrawable(pending, SIGNED)).not.toThrow();
    expect(() => assertWithdrawable(pending, pending.coolingEndsAt + 1)).not.toThrow();
    expect(() =>
      assertWithdrawable({ ...pending, stage: 'answered' }, pending.coolingEndsAt + 1),
    ).not.toThrow();
    expect(() => assertWithdrawable({ ...pending, stage: 'final' }, 0)).toThrow('回访已确认成功');
    expect(() => assertWithdrawable({ ...pending, stage: 'withdrawn' }, 0)).toThrow('请勿重复操作');
  });

  it('judges a visit only after the cooling-off, with every question answered', () => {
    expect(() => judgeVisit(pending, PAID, answers())).toThrow(
      '冷静期尚未结束，请于2026-11-24 10:05:00后进行回访',
    );
    const open = pending.coolingEndsAt;
    const partial = answers();
    partial.delete('V8');
    expect(() => judgeVisit(pending, open, partial)).toThrow('请回答全部回访问题');
    expect(judgeVisit(pending, open, answers())).toBe('answered');
    expect(judgeVisit(pending, open, answers(['V6', 'V8']))).toBe('answered');
    expect(() => judgeVisit({ ...pending, stage: 'answered' }, open, answers())).toThrow('回访待确认');
    for (const key of VISIT_QUESTIONS.filter((q) => q.key)) {
      expect(judgeVisit(pending, open, answers([key.code]))).toBe('visitFailed');
    }
    expect(() => judgeVisit({ ...pending, stage: 'visitFailed' }, open, answers())).toThrow('回访未通过');
  });
});
