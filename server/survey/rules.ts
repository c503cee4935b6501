import type { SurveyAnswerItem, SurveyQuestion } from '@/api/survey/contract';
import { SURVEY_MESSAGES } from '@/shared/messages/survey';

export const ANSWERED_ONCE = SURVEY_MESSAGES.answeredOnce;
export const NOT_OFFERED = SURVEY_MESSAGES.notOffered;

/** What each kind of question needs from an answer, or why it is wrong. */
function itemProblem(question: SurveyQuestion, no: number, item: SurveyAnswerItem): string | null {
  const { optionIds, text, score } = item;
  const fields = [optionIds, text, score].filter((field) => field !== undefined).length;
  switch (question.type) {
    case 'single':
    case 'multiple': {
      if (!optionIds || fields !== 1) return `第${no}题请选择选项`;
      if (new Set(optionIds).size !== optionIds.length) return `第${no}题的选项重复`;
      if (optionIds.some((id) => !question.options.some((option) => option.id === id)))
        return `第${no}题没有这个选项`;
      if (question.type === 'single' && optionIds.length !== 1) return `第${no}题为单选题，请只选择一项`;
      return null;
    }
    case 'open':
      return text !== undefined && fields === 1 && text.trim() !== '' ? null : `第${no}题请填写内容`;
    case 'score10':
      return score !== undefined && fields === 1 ? null : `第${no}题请选择0—10分`;
    case 'score5':
      return score !== undefined && fields === 1 && score >= 1 && score <= 5 ? null : `第${no}题请选择1—5分`;
  }
}

/** The first problem of an answer sheet in the survey's order (required questions answered), or null. */
export function surveyAnswerProblem(
  questions: readonly SurveyQuestion[],
  answers: readonly SurveyAnswerItem[],
): string | null {
  const stray = answers.find((answer) => !questions.some((q) => q.id === answer.questionId));
  if (stray) return `问卷中没有第${stray.questionId.slice(1)}题`;
  for (const [index, question] of questions.entries()) {
    const given = answers.filter((answer) => answer.questionId === question.id);
    if (given.length > 1) return `第${index + 1}题只能作答一次`;
    if (given.length === 0) {
      if (question.required) return `第${index + 1}题为必答题`;
      continue;
    }
    const problem = itemProblem(question, index + 1, given[0]);
    if (problem) return problem;
  }
  return null;
}

/** Offered: published, not past its last day, for the investor's kind of account. */
export function isOffered(
  survey: { status: string; end_date: string; audience: string },
  today: string,
  isOrganisation: boolean,
): boolean {
  const audience =
    survey.audience === 'all' || survey.audience === (isOrganisation ? 'organization' : 'person');
  return survey.status === '1' && survey.end_date >= today && audience;
}
