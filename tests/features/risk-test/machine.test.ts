import type { PaperData } from '@/api/paper/contract';
import {
  answerBody,
  answeredCount,
  startTest,
  testReducer,
  type TestEvent,
  type TestState,
} from '@/features/risk-test/machine';

function createMockPaper(): PaperData {
  const option = (id: string) => ({ id, text: `选项${id}` });
  return {
    paperId: 'P1',
    title: '个人投资者风险承受能力评估问卷',
    intro: '说明',
    questions: [
      { id: 'q1', title: '一', type: 'single', hint: '', options: ['A', 'B', 'C'].map(option) },
      { id: 'q2', title: '二', type: 'single', hint: '', options: ['A', 'B'].map(option) },
      { id: 'q3', title: '三', type: 'multiple', hint: '可多选', options: ['A', 'B', 'C'].map(option) },
    ],
  };
}
const paper = createMockPaper();
const run = (...events: TestEvent[]) =>
  events.reduce((s: TestState, e) => testReducer(paper, s, e), startTest());
const choose = (questionId: string, optionId: string): TestEvent => ({
  type: 'choose',
  questionId,
  optionId,
});
const next: TestEvent = { type: 'next' };

describe('the risk test walk', () => {
  it('does not move on from an unanswered question', () => {
    expect(run(next).stage).toEqual({ kind: 'question', index: 0 });
  });

  it('a single choice replaces, a multiple choice toggles and keeps the options order', () => {
    const state = run(
      choose('q1', 'A'),
      choose('q1', 'C'),
      choose('q3', 'C'),
      choose('q3', 'A'),
      choose('q3', 'B'),
      choose('q3', 'C'),
    );
    expect(state.answers).toEqual({ q1: ['C'], q3: ['A', 'B'] });
  });

  it('ignores an option the question does not have', () => {
    expect(run(choose('q1', 'Z')).answers).toEqual({});
  });

  it('goes question by question to the review, back from the review to the last question', () => {
    const review = run(choose('q1', 'A'), next, choose('q2', 'B'), next, choose('q3', 'A'), next);
    expect(review.stage).toEqual({ kind: 'review' });
    expect(answeredCount(paper, review)).toBe(3);
    expect(testReducer(paper, review, { type: 'back' }).stage).toEqual({ kind: 'question', index: 2 });
    expect(run({ type: 'back' }).stage).toEqual({ kind: 'question', index: 0 });
  });

  it('editing from the review returns to the review after that question', () => {
    const review = run(choose('q1', 'A'), next, choose('q2', 'B'), next, choose('q3', 'A'), next);
    const editing = testReducer(paper, review, { type: 'edit', index: 0 });
    expect(editing.stage).toEqual({ kind: 'question', index: 0 });
    const changed = testReducer(paper, testReducer(paper, editing, choose('q1', 'B')), next);
    expect(changed.stage).toEqual({ kind: 'review' });
    expect(changed.answers.q1).toEqual(['B']);
  });

  it('makes a body only from a complete sheet', () => {
    expect(answerBody(paper, run(choose('q1', 'A')))).toBeNull();
    expect(
      answerBody(paper, run(choose('q1', 'A'), choose('q2', 'B'), choose('q3', 'C'), choose('q3', 'A'))),
    ).toEqual({
      paperId: 'P1',
      answers: [
        { questionId: 'q1', optionIds: ['A'] },
        { questionId: 'q2', optionIds: ['B'] },
        { questionId: 'q3', optionIds: ['A', 'C'] },
      ],
    });
  });
});
