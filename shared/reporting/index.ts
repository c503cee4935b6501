export { reportError, describeThrown } from './active-reporter';
