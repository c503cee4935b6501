export { PrivateSigning, type PrivateSigningProps } from './private-signing';
export { ContractPreviewDialog } from './files-preview-dialog';
