export { PageShell } from './page-shell';
export { SimpleBanner } from './simple-banner';
