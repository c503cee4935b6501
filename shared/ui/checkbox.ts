import 'element-theme-default/lib/checkbox.css';

// element's Checkbox wraps its <input> in a <label>: the text it is given is the accessible name.
export { Checkbox } from 'element-react/next';
