import '../hall.css';

import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { RiskResult } from '@/api/paper/contract';
import {
  useFetchMyRiskLevelQuery,
  useFetchPaperCountQuery,
  useFetchRiskPaperQuery,
} from '@/api/paper/endpoints';
import { RISK_TEXT, RiskLevelPanel, RiskResultView, RiskTest } from '@/features/risk-test';
import { RISK_LEVEL_TEST_QUERY } from '@/shared/routing';

const TEST_MODULE = RISK_LEVEL_TEST_QUERY.module;

/** 风险测评: the current level; ?module=RiskLevelTest opens the test, its result follows in place. */
export function RiskLevelScreen() {
  const [params, setParams] = useSearchParams();
  const testing = params.get('module') === TEST_MODULE;
  const [result, setResult] = useState<RiskResult | null>(null);
  const mine = useFetchMyRiskLevelQuery();
  const count = useFetchPaperCountQuery();
  const paper = useFetchRiskPaperQuery(undefined, { skip: !testing || result !== null });

  const leave = () => {
    setResult(null);
    setParams({}, { replace: false });
  };

  let body;
  if (result) body = <RiskResultView result={result} onBack={leave} />;
  else if (testing && count.data?.remaining === 0)
    body = <RiskLevelPanel level={mine.data ?? null} count={count.data} onStart={leave} />;
  else if (testing && paper.data) body = <RiskTest paper={paper.data} onDone={setResult} onCancel={leave} />;
  else if (testing && paper.isError) body = <p role="alert">{RISK_TEXT.loadFailed}</p>;
  else if (testing || mine.isLoading) body = <p role="status">{RISK_TEXT.loading}</p>;
  else
    body = (
      <RiskLevelPanel
        level={mine.data ?? null}
        count={count.data}
        onStart={() => setParams({ ...RISK_LEVEL_TEST_QUERY })}
      />
    );
  return (
    <section aria-labelledby="risk-level-title">
      <h1 id="risk-level-title" className="gz-hall__title">
        风险测评
      </h1>
      {body}
    </section>
  );
}
