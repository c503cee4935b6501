import './risk-test.css';

import type { PaperCountData, RiskResult } from '@/api/paper/contract';
import { Button } from '@/shared/ui';

import { LevelFacts } from './level-facts';
import { RISK_TEXT as T } from './texts';

interface Props {
  level: RiskResult | null;
  count: PaperCountData | undefined;
  onStart: () => void;
}

/** The investor's current level, its expiry and what it allows; the way into the test. */
export function RiskLevelPanel({ level, count, onStart }: Props) {
  const none = count !== undefined && count.remaining === 0;
  return (
    <section className="gz-app-card gz-risk" aria-labelledby="gz-risk-level-title">
      <h2 id="gz-risk-level-title" className="gz-risk__title">
        我的风险等级
      </h2>
      {level ? <LevelFacts result={level} /> : <p className="gz-risk__empty">{T.untested}</p>}
      <div className="gz-risk__actions">
        <Button type="primary" size="large" disabled={none} onClick={onStart}>
          {level ? T.retake : T.start}
        </Button>
        {count && (
          <span
            className={none ? 'gz-risk__limit is-none' : 'gz-risk__limit'}
            role={none ? 'alert' : undefined}
          >
            {none ? T.noneLeft : T.remaining(count.remaining)}
          </span>
        )}
      </div>
    </section>
  );
}
