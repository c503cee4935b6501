import 'element-theme-default/lib/tooltip.css';

import { Tooltip as ElementTooltip } from 'element-react/next';

// A local binding, not a bare re-export: webpack would resolve a re-export straight to element-react and skip
// this module — and with it the stylesheet above. One module per component keeps unused ones out of a page.
export const Tooltip = ElementTooltip;
