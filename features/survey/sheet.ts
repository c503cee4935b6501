import type { SurveyAnswerItem, SurveyQuestion } from '@/api/survey/contract';
import { chosenOptions } from '@/shared/form';

/** What the investor has given for one question so far. */
export interface Given {
  optionIds?: string[];
  text?: string;
  score?: number;
}
export type Sheet = Readonly<Record<string, Given>>;

/** A choice: single replaces, multiple toggles (kept in the options' order). */
export function chooseOption(sheet: Sheet, question: SurveyQuestion, optionId: string): Sheet {
  const current = sheet[question.id]?.optionIds ?? [];
  return { ...sheet, [question.id]: { optionIds: chosenOptions(question, current, optionId) } };
}

const filled = (question: SurveyQuestion, given: Given | undefined): SurveyAnswerItem | null => {
  if (!given) return null;
  if (question.type === 'single' || question.type === 'multiple')
    return given.optionIds?.length ? { questionId: question.id, optionIds: given.optionIds } : null;
  if (question.type === 'open') {
    const text = given.text?.trim();
    return text ? { questionId: question.id, text } : null;
  }
  return given.score === undefined ? null : { questionId: question.id, score: given.score };
};

/**
 * The body to send, or the first required question left empty (1-based, as the investor counts). Open
 * answers are trimmed; an optional question left empty is not sent.
 */
export function sheetBody(
  questions: readonly SurveyQuestion[],
  sheet: Sheet,
): { answers: SurveyAnswerItem[] } | { missing: number } {
  const answers: SurveyAnswerItem[] = [];
  for (const [index, question] of questions.entries()) {
    const item = filled(question, sheet[question.id]);
    if (item) answers.push(item);
    else if (question.required) return { missing: index + 1 };
  }
  return { answers };
}

/** The scores a score question offers: 0–10 or 1–5. */
export const scoresOf = (type: 'score10' | 'score5') =>
  type === 'score10' ? Array.from({ length: 11 }, (_, i) => i) : [1, 2, 3, 4, 5];
