import './risk-test.css';

import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

import type { RiskResult } from '@/api/paper/contract';
import { ROUTES } from '@/shared/routing';
import { Button } from '@/shared/ui';

import { LevelFacts } from './level-facts';
import { levelWords, RISK_TEXT as T } from './texts';

/** The outcome of a test just taken: the level, its expiry and what it allows; the way on. */
export function RiskResultView({ result, onBack }: { result: RiskResult; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="gz-app-card gz-risk" aria-labelledby="gz-risk-result-title">
      <h2 id="gz-risk-result-title" className="gz-risk__title" tabIndex={-1} ref={heading}>
        {T.resultTitle}
      </h2>
      <p className="gz-risk__verdict">
        您的风险承受能力为：<strong>{levelWords(result)}</strong>
      </p>
      <LevelFacts result={result} />
      <div className="gz-risk__actions">
        <Button size="large" onClick={onBack}>
          {T.backToLevel}
        </Button>
        <Link className="gz-risk__link-button" to={ROUTES.purchase}>
          {T.toPurchase}
        </Link>
      </div>
    </section>
  );
}
