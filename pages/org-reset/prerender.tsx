import { prerenderPage } from '../common/prerender';
import { OrgResetPage } from './org-reset-page';

/** The build's HTML of this page's first screen (scripts/prerender); main.tsx hydrates it. */
export const render = (): string => prerenderPage(<OrgResetPage />);
