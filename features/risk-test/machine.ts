import type { PaperAnswerBody, PaperData } from '@/api/paper/contract';
import { chosenOptions } from '@/shared/form';

/**
 * The walk through the risk questionnaire: one question at a time, then a review of every answer, then the
 * submission. Pure: the component renders the state and sends these events.
 */
export type Stage = { kind: 'question'; index: number } | { kind: 'review' };

export interface TestState {
  stage: Stage;
  /** question id → chosen option ids (in the order of the options). */
  answers: Readonly<Record<string, readonly string[]>>;
  /** The question to go back to after editing an answer from the review. */
  returnToReview: boolean;
}

export type TestEvent =
  | { type: 'choose'; questionId: string; optionId: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'edit'; index: number };

export const startTest = (): TestState => ({
  stage: { kind: 'question', index: 0 },
  answers: {},
  returnToReview: false,
});

export const isAnswered = (state: TestState, questionId: string) =>
  (state.answers[questionId]?.length ?? 0) > 0;

export const answeredCount = (paper: PaperData, state: TestState) =>
  paper.questions.filter((question) => isAnswered(state, question.id)).length;

/** The first unanswered question, or -1 when every question has an answer. */
export const firstUnanswered = (paper: PaperData, state: TestState) =>
  paper.questions.findIndex((question) => !isAnswered(state, question.id));

function choose(paper: PaperData, state: TestState, questionId: string, optionId: string): TestState {
  const question = paper.questions.find((q) => q.id === questionId);
  if (!question || !question.options.some((option) => option.id === optionId)) return state;
  const current = state.answers[questionId] ?? [];
  return {
    ...state,
    answers: { ...state.answers, [questionId]: chosenOptions(question, current, optionId) },
  };
}

export function testReducer(paper: PaperData, state: TestState, event: TestEvent): TestState {
  const last = paper.questions.length - 1;
  switch (event.type) {
    case 'choose':
      return choose(paper, state, event.questionId, event.optionId);
    case 'next': {
      if (state.stage.kind !== 'question') return state;
      const { index } = state.stage;
      if (!isAnswered(state, paper.questions[index].id)) return state;
      const toReview = index === last || (state.returnToReview && firstUnanswered(paper, state) === -1);
      return toReview
        ? { ...state, stage: { kind: 'review' }, returnToReview: false }
        : { ...state, stage: { kind: 'question', index: index + 1 } };
    }
    case 'back':
      if (state.stage.kind === 'review') return { ...state, stage: { kind: 'question', index: last } };
      return state.stage.index === 0
        ? state
        : { ...state, stage: { kind: 'question', index: state.stage.index - 1 } };
    case 'edit':
      if (event.index < 0 || event.index > last) return state;
      return { ...state, stage: { kind: 'question', index: event.index }, returnToReview: true };
  }
}

/** The body of POST /v1/paper/answer; only a complete sheet is ever sent. */
export function answerBody(paper: PaperData, state: TestState): PaperAnswerBody | null {
  if (firstUnanswered(paper, state) !== -1) return null;
  return {
    paperId: paper.paperId,
    answers: paper.questions.map((q) => ({ questionId: q.id, optionIds: [...state.answers[q.id]] })),
  };
}
