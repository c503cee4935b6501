import type { SurveyQuestion } from '@/api/survey/contract';

import { scoresOf, type Given } from './sheet';
import { SURVEY_TEXT as T } from './texts';

interface Props {
  question: SurveyQuestion;
  number: number;
  given: Given | undefined;
  onChoose: (optionId: string) => void;
  onText: (text: string) => void;
  onScore: (score: number) => void;
}

/** One question of any type: choices, a text box, or a row of scores; native inputs for keyboards and readers. */
export function QuestionField({ question, number, given, onChoose, onText, onScore }: Props) {
  const legend = (
    <legend className="gz-survey-q__title">
      {number}. {question.title}
      {question.required && <span className="gz-survey-q__required">（{T.required}）</span>}
    </legend>
  );
  if (question.type === 'open')
    return (
      <fieldset className="gz-survey-q">
        {legend}
        <textarea
          className="gz-survey-q__text"
          aria-label={`第${number}题`}
          maxLength={500}
          rows={4}
          placeholder={T.textPlaceholder}
          value={given?.text ?? ''}
          // One paragraph: the back office refuses line breaks (and every control character) in a text field.
          onChange={(event) => onText(event.target.value.replace(/[\r\n]+/g, ' '))}
        />
      </fieldset>
    );
  if (question.type === 'score10' || question.type === 'score5')
    return (
      <fieldset className="gz-survey-q">
        {legend}
        <div className="gz-survey-q__scores">
          {scoresOf(question.type).map((score) => (
            <label key={score} className={`gz-survey-score${given?.score === score ? ' is-checked' : ''}`}>
              <input
                type="radio"
                name={question.id}
                checked={given?.score === score}
                onChange={() => onScore(score)}
              />
              <span>{score}分</span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  const multiple = question.type === 'multiple';
  return (
    <fieldset className="gz-survey-q">
      {legend}
      {multiple && <p className="gz-survey-q__hint">（可多选）</p>}
      <div className="gz-survey-q__options">
        {question.options.map((option) => {
          const checked = given?.optionIds?.includes(option.id) ?? false;
          return (
            <label key={option.id} className={`gz-survey-option${checked ? ' is-checked' : ''}`}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={question.id}
                checked={checked}
                onChange={() => onChoose(option.id)}
              />
              <span>
                {option.id}. {option.text}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
