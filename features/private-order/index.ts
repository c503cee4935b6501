export { PrivateOrderPanel, type PrivateOrderPanelProps } from './private-order-panel';
export { EvidenceRecords } from './evidence-records';
