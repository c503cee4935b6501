import type { PaperQuestion } from '@/api/paper/contract';

import { RISK_TEXT as T } from './texts';

interface Props {
  question: PaperQuestion;
  number: number;
  chosen: readonly string[];
  onChoose: (optionId: string) => void;
}

/** One question: big tappable choices (native radios or checkboxes, so keyboards and readers know them). */
export function QuestionStep({ question, number, chosen, onChoose }: Props) {
  const multiple = question.type === 'multiple';
  return (
    <fieldset className="gz-risk-question">
      <legend className="gz-risk-question__title">
        {number}. {question.title}
        {multiple && <span className="gz-risk-question__hint">{T.multipleHint}</span>}
      </legend>
      <div className="gz-risk-question__options">
        {question.options.map((option) => {
          const checked = chosen.includes(option.id);
          return (
            <label key={option.id} className={`gz-risk-option${checked ? ' is-checked' : ''}`}>
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={question.id}
                value={option.id}
                checked={checked}
                onChange={() => onChoose(option.id)}
              />
              <span className="gz-risk-option__key">{option.id}</span>
              <span>{option.text}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
