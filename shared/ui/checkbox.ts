import 'element-theme-default/lib/checkbox.css';

import { Checkbox as ElementCheckbox } from 'element-react/next';

// element's Checkbox wraps its <input> in a <label>: the text it is given is the accessible name.
// A local binding, not a bare re-export: webpack would resolve a re-export straight to element-react and skip
// this module — and with it the stylesheet above. One module per component keeps unused ones out of a page.
export const Checkbox = ElementCheckbox;
