// The element-react facade: the only place that imports element-react. Each module imports its own CSS, so a
// page carries the styles and code of the components it uses and no others.
export { Button } from './button';
export { Checkbox } from './checkbox';
export { Tooltip } from './tooltip';
export { Loading } from './loading';
export { TextInput, type TextInputProps } from './text-input';
export { FormItem, useFormControlA11y } from './form-item';
export { Form } from './form';
export { Dialog } from './dialog';
export { Tabs } from './tabs';
export { Switch } from './switch';
export { showToast, TOAST_DURATION_MS } from './toast';
export { showAlert, showConfirm } from './message-box';
export { useFocusTrap, focusableIn } from './focus-trap';
export { NativeSelect, type SelectOption } from './native-select';
export { Pagination, type PageChange } from './pagination';
export { pageCountOf } from './pagination-pages';
export { LinkButton } from './link-button';
export { ErrorFallback } from './error-fallback';
export { FileButton } from './file-button';
export { FieldGroup } from './field-group';
export { FormFailure } from './form-failure';
export { ConfirmFooter } from './confirm-footer';
export { SearchInput } from './search-input';
export { Icon } from './icon';
export { useShake } from './use-shake';
export { RadioOptions } from './radio-options';
