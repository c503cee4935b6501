// The element-react facade: the only place that imports element-react. Each module imports its own CSS, so a
// page carries the styles and code of the components it uses and no others.
export { Button, type ButtonProps } from './button';
export { Checkbox, type CheckboxProps } from './checkbox';
export { Tooltip } from './tooltip';
export { Loading } from './loading';
export { TextInput, type TextInputProps } from './text-input';
export { FormItem, useFormControlA11y, type FormControlA11y } from './form-item';
export { Form } from './form';
export { Dialog, type DialogProps } from './dialog';
export { Tabs, type TabItem } from './tabs';
export { Switch } from './switch';
export { showToast, TOAST_DURATION_MS, type ToastType } from './toast';
export { showAlert, showConfirm } from './message-box';
export { useFocusTrap, focusableIn } from './focus-trap';
export { NativeSelect, type SelectOption } from './native-select';
export { Pagination, type PageChange, type PaginationProps } from './pagination';
export { pageCountOf } from './pagination-pages';
export { LinkButton } from './link-button';
export { NativeButton } from './native-button';
export { FileButton } from './file-button';
export { FieldGroup } from './field-group';
export { SearchInput } from './search-input';
export { Icon } from './icon';
