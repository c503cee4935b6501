/**
 * element-react's Checkbox alone: its index module also attaches Checkbox.Group and Checkbox.Button, which
 * no page uses, and so shipped them to every page with a box (≈ 0.5 KB gz on the login page, at its budget).
 */
declare module 'element-react/dist/npm/es6/src/checkbox/CheckBox' {
  import type { Checkbox } from 'element-react/next';
  const CheckBox: typeof Checkbox;
  // The library's module has a default export; this only describes it.
  // eslint-disable-next-line import-x/no-default-export
  export default CheckBox;
}
