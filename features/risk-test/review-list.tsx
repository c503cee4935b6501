import type { PaperData } from '@/api/paper/contract';

import { RISK_TEXT as T } from './texts';

interface Props {
  paper: PaperData;
  answers: Readonly<Record<string, readonly string[]>>;
  onEdit: (index: number) => void;
}

/** Every question with the answer given, each editable, before anything is sent. */
export function ReviewList({ paper, answers, onEdit }: Props) {
  return (
    <section aria-labelledby="gz-risk-review-title">
      <h3 id="gz-risk-review-title" className="gz-risk__subtitle">
        {T.reviewTitle}
      </h3>
      <p className="gz-risk__hint">{T.reviewHint}</p>
      <ol className="gz-risk-review">
        {paper.questions.map((question, index) => {
          const ids = answers[question.id] ?? [];
          const words = question.options
            .filter((option) => ids.includes(option.id))
            .map((option) => `${option.id}. ${option.text}`);
          return (
            <li key={question.id} className="gz-risk-review__item">
              <div>
                <p className="gz-risk-review__question">
                  {index + 1}. {question.title}
                </p>
                <p className="gz-risk-review__answer">{words.join('；')}</p>
              </div>
              <button
                type="button"
                className="gz-risk-review__edit"
                aria-label={`${T.edit}第${index + 1}题`}
                onClick={() => onEdit(index)}
              >
                {T.edit}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
