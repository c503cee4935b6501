import { prerenderPage } from '../common/prerender';
import { ResetPage } from './reset-page';

/** The build's HTML of this page's first screen (scripts/prerender); main.tsx hydrates it. */
export const render = (): string => prerenderPage(<ResetPage />);
