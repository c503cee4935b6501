export { PrivateSigning } from './private-signing';
export { ContractPreviewDialog } from './files-preview-dialog';
