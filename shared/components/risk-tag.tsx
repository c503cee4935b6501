import { fundRiskLabel } from '@/shared/enums';

import './risk-tag.css';

/** R1–R5 with its words (R3 中风险), coloured by level; the words carry the meaning, not the colour. */
export function RiskTag({ level }: { level: string }) {
  return <span className={`gz-risk-tag is-${level}`}>{fundRiskLabel(level)}</span>;
}
