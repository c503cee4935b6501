export { CertificationPanel } from './certification-panel';
