import type { ReactNode } from 'react';

import { SectionTitle } from './section-title';

interface StepTrackProps<Step extends { key: string }> {
  /** The section's class; its list is `${block}__steps`, each step `${block}__step is-<state>`. */
  block: string;
  title: string;
  steps: readonly Step[];
  /** done, current, … (`current` is the step the order stands at). */
  stateOf: (step: Step) => string;
  renderStep: (step: Step) => ReactNode;
  /** What follows the list. */
  children?: ReactNode;
}

/** An order's steps as an ordered list under its title, the current one marked as such (not only by colour). */
export function StepTrack<Step extends { key: string }>({
  block,
  title,
  steps,
  stateOf,
  renderStep,
  children,
}: StepTrackProps<Step>) {
  return (
    <section className={block} aria-labelledby={`${block}-title`}>
      <SectionTitle id={`${block}-title`}>{title}</SectionTitle>
      <ol className={`${block}__steps`}>
        {steps.map((step) => (
          <li
            key={step.key}
            className={`${block}__step is-${stateOf(step)}`}
            aria-current={stateOf(step) === 'current' ? 'step' : undefined}
          >
            {renderStep(step)}
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}
