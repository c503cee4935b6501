import { ORGANISATION_PAPER, PERSON_PAPER, type PaperSpec } from '@/server/paper/papers';
import {
  acceptedRiskWords,
  answerProblem,
  BANDS,
  matchingFundRisks,
  maxScore,
  riskEndDate,
  riskOfScore,
  scorePaper,
  type Answer,
} from '@/server/paper/rules';
import { DEMO } from '@/server/seed/demo-identities';

/** Answers every question with the option at `pick(question index)` (clamped to the options there are). */
function sheet(paper: PaperSpec, pick: (index: number) => string | string[]): Answer[] {
  return paper.questions.map((question, index) => {
    const chosen = pick(index);
    return { questionId: question.id, optionIds: Array.isArray(chosen) ? chosen : [chosen] };
  });
}
const best = (paper: PaperSpec) =>
  sheet(paper, (i) => {
    const options = paper.questions[i].options;
    const top = Math.max(...options.map((o) => o.score));
    return options.find((o) => o.score === top)?.id as string;
  });

describe('score bands (every edge)', () => {
  it.each([
    [0, 'C1'],
    [19, 'C1'],
    [20, 'C2'],
    [36, 'C2'],
    [37, 'C3'],
    [53, 'C3'],
    [54, 'C4'],
    [81, 'C4'],
    [82, 'C5'],
    [100, 'C5'],
  ])('%i points is %s', (score, risk) => {
    expect(riskOfScore(score)).toBe(risk);
  });

  it('the bands start at 0 and descend', () => {
    expect(BANDS.map((band) => band.from)).toEqual([82, 54, 37, 20, 0]);
  });

  it('both papers top out at 100', () => {
    expect(maxScore(PERSON_PAPER)).toBe(100);
    expect(maxScore(ORGANISATION_PAPER)).toBe(100);
  });
});

describe('scoring a paper', () => {
  it('the best answers: 100, C5, long horizon, the best variety', () => {
    expect(scorePaper(PERSON_PAPER, best(PERSON_PAPER))).toEqual({
      score: 100,
      risk: 'C5',
      lowest: false,
      horizon: '3',
      varieties: ['4'],
    });
  });

  it('a multiple choice counts its best option and records every variety', () => {
    const answers = best(PERSON_PAPER).map((a) =>
      a.questionId === 'q12' ? { questionId: 'q12', optionIds: ['B', 'A'] } : a,
    );
    const outcome = scorePaper(PERSON_PAPER, answers);
    expect(outcome.score).toBe(98);
    expect(outcome.varieties).toEqual(['1', '2']);
  });

  it('no loss at all is the lowest category, C1, however high the rest', () => {
    const answers = best(PERSON_PAPER).map((a) =>
      a.questionId === 'q10' ? { questionId: 'q10', optionIds: ['A'] } : a,
    );
    expect(scorePaper(PERSON_PAPER, answers)).toMatchObject({ score: 90, risk: 'C1', lowest: true });
  });

  it('the first options everywhere: C1 without the lowest flag unless q10 says so', () => {
    const outcome = scorePaper(
      PERSON_PAPER,
      sheet(PERSON_PAPER, () => 'A'),
    );
    expect(outcome).toMatchObject({ risk: 'C1', lowest: true, horizon: '1', varieties: ['1'] });
    const withLoss = sheet(PERSON_PAPER, (i) => (PERSON_PAPER.questions[i].id === 'q10' ? 'B' : 'A'));
    expect(scorePaper(PERSON_PAPER, withLoss)).toMatchObject({ risk: 'C1', lowest: false, score: 14 });
  });
});

describe('answer sheets that cannot be scored', () => {
  const ok = best(PERSON_PAPER);
  it.each<[string, Answer[], string]>([
    ['a missing question', ok.slice(1), '请回答第1题'],
    ['a question twice', [...ok, ok[0]], '第1题只能作答一次'],
    ['an unknown question', [...ok, { questionId: 'q99', optionIds: ['A'] }], '问卷中没有第99题'],
    ['an unknown option', ok.map((a, i) => (i === 0 ? { ...a, optionIds: ['F'] } : a)), '第1题没有这个选项'],
    [
      'two options on a single choice',
      ok.map((a, i) => (i === 1 ? { ...a, optionIds: ['A', 'B'] } : a)),
      '第2题为单选题，请只选择一项',
    ],
    [
      'a repeated option',
      ok.map((a, i) => (i === 11 ? { ...a, optionIds: ['A', 'A'] } : a)),
      '第12题的选项重复',
    ],
  ])('%s', (_, answers, message) => {
    expect(answerProblem(PERSON_PAPER, answers)).toBe(message);
  });

  it('a complete sheet has no problem', () => {
    expect(answerProblem(PERSON_PAPER, ok)).toBeNull();
  });
});

describe('what a level sets', () => {
  it.each([
    ['20261123', '20281122'],
    ['20240229', '20260228'],
    ['20261231', '20281230'],
    ['20260101', '20271231'],
  ])('a test of %s is valid through %s', (day, end) => {
    expect(riskEndDate(day)).toBe(end);
  });

  it('matching fund levels: up to the same number; the lowest category R1 only', () => {
    expect(matchingFundRisks('C3', false)).toEqual(['R1', 'R2', 'R3']);
    expect(matchingFundRisks('C5', false)).toHaveLength(5);
    expect(matchingFundRisks('C1', true)).toEqual(['R1']);
  });

  it('words the accepted risks as the demo investors carry them', () => {
    for (const who of [DEMO.qianQi, DEMO.wangWu, DEMO.zhangSan, DEMO.liSi, DEMO.zhouJiu])
      expect(acceptedRiskWords(who.risk as 'C1')).toBe(who.varieties);
  });
});
