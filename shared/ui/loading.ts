import 'element-theme-default/lib/loading.css';

import { Loading as ElementLoading } from 'element-react/next';

// A local binding, not a bare re-export: webpack would resolve a re-export straight to element-react and skip
// this module — and with it the stylesheet above. One module per component keeps unused ones out of a page.
export const Loading = ElementLoading;
