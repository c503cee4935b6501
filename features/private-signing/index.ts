export { PrivateSigning, type PrivateSigningProps } from './private-signing';
export { ContractPreviewDialog } from './contract-preview-dialog';
