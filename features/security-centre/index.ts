export { SecurityCentre } from './security-centre';
