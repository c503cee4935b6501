export { PageShell } from './page-shell';
export { SimpleBanner } from './simple-banner';
export { SiteHeader } from './site-header';
export { SiteFooter } from './site-footer';
