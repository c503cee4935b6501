import { RESET_TEXT } from './texts';

/** Where the investor is in the reset: a list whose current item says so to screen readers too. */
export function ResetSteps({
  current,
  steps = RESET_TEXT.steps,
}: {
  current: number;
  steps?: readonly string[];
}) {
  return (
    <ol className="gz-reset-steps" aria-label={RESET_TEXT.stepsLabel}>
      {steps.map((step, index) => {
        const state = index < current ? 'is-done' : index === current ? 'is-current' : '';
        return (
          <li
            key={step}
            className={`gz-reset-steps__item ${state}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="gz-reset-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            {step}
          </li>
        );
      })}
    </ol>
  );
}
