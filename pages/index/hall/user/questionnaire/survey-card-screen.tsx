import type { ReactNode } from 'react';

interface SurveyCardScreenProps {
  /** The id of the page's heading. */
  titleId: string;
  title: string;
  children: ReactNode;
}

/** A questionnaire screen: its title as the page's heading, then its content in one card. */
export function SurveyCardScreen({ titleId, title, children }: SurveyCardScreenProps) {
  return (
    <section aria-labelledby={titleId}>
      <h1 id={titleId} className="gz-hall__title">
        {title}
      </h1>
      <div className="gz-app-card">{children}</div>
    </section>
  );
}
