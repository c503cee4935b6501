export { PrivateOrderPanel } from './private-order-panel';
export { EvidenceRecords } from './evidence-records';
