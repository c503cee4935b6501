export { RiskLevelPanel } from './risk-level-panel';
export { RiskResultView } from './risk-result';
export { RiskTest } from './risk-test';
export { RISK_TEXT } from './texts';
