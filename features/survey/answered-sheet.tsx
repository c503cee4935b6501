import './survey.css';

import type { SurveyAnswerItem, SurveyQuestion } from '@/api/survey/contract';
import { formatDateTime } from '@/shared/time';

import { SURVEY_TEXT as T } from './texts';

/** One answer in words: the chosen options' texts, the open text, or the score. */
function answerWords(question: SurveyQuestion, item: SurveyAnswerItem | undefined): string {
  if (!item) return T.notAnswered;
  if (item.optionIds)
    return item.optionIds
      .map((id) => question.options.find((option) => option.id === id)?.text ?? id)
      .join('、');
  if (item.text !== undefined) return item.text;
  return item.score === undefined ? T.notAnswered : T.score(item.score);
}

/** 我的答卷: an answered questionnaire, read only (GET /v1/survey/{id}/answer). Text as text, never HTML. */
export function AnsweredSheet({
  questions,
  answeredAt,
  answers,
}: {
  questions: readonly SurveyQuestion[];
  answeredAt: string;
  answers: readonly SurveyAnswerItem[];
}) {
  return (
    <section aria-labelledby="survey-answered-title" className="gz-survey__answered">
      <h2 id="survey-answered-title">{T.myAnswers}</h2>
      <p>{T.answeredAt(formatDateTime(answeredAt))}</p>
      <ol>
        {questions.map((question) => (
          <li key={question.id}>
            <p className="gz-survey__answered-question">{question.title}</p>
            <p className="gz-survey__answered-answer">
              {answerWords(
                question,
                answers.find((item) => item.questionId === question.id),
              )}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
