import { useField } from 'formik';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

import { maskMiddle } from '@/shared/format/mask';
import { FormItem, TextInput } from '@/shared/ui';

import { LOGIN_TEXT } from './login-texts';

interface AccountFieldProps {
  name: string;
  label: string;
  placeholder: string;
  /** Remembered accounts of this form, most recent first. */
  remembered: readonly string[];
  onForget: (account: string) => void;
}

/** Remembered accounts are shown masked: the list opens on a possibly shared screen. */
const masked = (account: string) => maskMiddle(account, 3, 4);

/**
 * The account input with the remembered accounts under it while it has focus: each can be picked or
 * deleted. Arrow Down moves from the input into the list, Up and Down move in it, Escape closes it.
 */
export function AccountField({ name, label, placeholder, remembered, onForget }: AccountFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const typed = (field.value ?? '').trim();
  const matches = remembered.filter((account) => account.startsWith(typed) && account !== typed);
  const shown = open && matches.length > 0;

  const input = () => box.current?.querySelector<HTMLInputElement>('input');
  const options = () => Array.from(box.current?.querySelectorAll<HTMLElement>('[data-account-option]') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && shown) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      input()?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = options();
    if (!shown || items.length === 0) return;
    event.preventDefault();
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'ArrowDown' ? Math.min(items.length - 1, at + 1) : at - 1;
    if (next < 0) input()?.focus();
    else items[next].focus();
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (box.current?.contains(event.relatedTarget)) return;
    setOpen(false);
    void helpers.setTouched(true);
  };

  const pick = (account: string) => {
    void helpers.setValue(account);
    setOpen(false);
    input()?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- catches the focus, blur and keys of the input and list inside it
    <div
      ref={box}
      className="gz-account-field"
      onFocus={() => setOpen(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <FormItem label={label} required error={meta.touched ? meta.error : null}>
        <TextInput
          name={name}
          value={field.value ?? ''}
          onChange={(value) => {
            void helpers.setValue(value);
            setOpen(true);
          }}
          placeholder={placeholder}
          autoComplete="username"
          maxLength={32}
        />
      </FormItem>
      {shown && (
        <ul className="gz-account-suggestions" aria-label={LOGIN_TEXT.rememberedLabel}>
          {matches.map((account) => (
            <li key={account} className="gz-account-suggestions__item">
              <button
                type="button"
                data-account-option
                className="gz-account-suggestions__use"
                aria-label={LOGIN_TEXT.pickAccount(masked(account))}
                onClick={() => pick(account)}
              >
                {masked(account)}
              </button>
              <button
                type="button"
                className="gz-account-suggestions__forget"
                aria-label={LOGIN_TEXT.forgetAccount(masked(account))}
                onClick={() => {
                  onForget(account);
                  input()?.focus();
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
