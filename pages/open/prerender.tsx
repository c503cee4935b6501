import { prerenderPage } from '../common/prerender';
import { OpenPage } from './open-page';

/** The build's HTML of this page's first screen (scripts/prerender); main.tsx hydrates it. */
export const render = (): string => prerenderPage(<OpenPage />);
