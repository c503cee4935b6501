import { useEffect } from 'react';

/**
 * The last element of every page's tree. Its effect runs once the page has hydrated (or rendered): it hands
 * to the page what the visitor typed into the prerendered fields before the scripts ran, then marks
 * `<html data-hydrated>`, on which the boot loader (deploy/boot-loader.ts) presses again the buttons clicked
 * meanwhile and lets form submits through, the stylesheet lets the slider take drags (shared/ui/theme.css),
 * and the browser tests know the page now answers.
 */
export function HydrationMarker(): null {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) handOverEarlyInput(root);
    handOverEarlyAddress();
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}

/** The address as the page started to run (bootstrap.tsx, before the first render reads it). */
let startAddress: string | null = null;

export function noteStartAddress(): void {
  startAddress = window.location.href;
}

/**
 * A hash link followed (or an address typed) while the page was still hydrating changed the address before
 * the router listened: a `popstate` now makes the router read it, so the screen follows the address.
 */
function handOverEarlyAddress(): void {
  const started = startAddress;
  startAddress = null;
  if (started !== null && started !== window.location.href)
    window.dispatchEvent(new PopStateEvent('popstate'));
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** The browser's own `value` setter, past the tracker React puts on each field it controls. */
function setNativeValue(field: TextField, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
}

/**
 * Boxes and radios the visitor set before the page ran. Noted before hydrating (bootstrap.tsx): hydration
 * writes each field's prerendered `checked` again, and for a radio group that unchecks the visitor's choice.
 */
let earlyChoices: { field: HTMLInputElement; checked: boolean }[] = [];

export function noteEarlyChoices(root: ParentNode): void {
  earlyChoices = Array.from(
    root.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]'),
    (field) => ({ field, checked: field.checked }),
  ).filter(
    ({ field, checked }) => checked !== field.defaultChecked && (checked || field.type === 'checkbox'),
  );
}

/**
 * Hydration keeps what a text field shows but not in the page's state. Each field the visitor changed before
 * the page ran is changed again, as if now: React's tracker first takes the opposite (a box, a radio) or the
 * prerendered value (text), so that the click or input event that follows is a change the page hears.
 */
export function handOverEarlyInput(root: ParentNode): void {
  for (const { field, checked } of earlyChoices.splice(0)) {
    if (!field.isConnected) continue;
    field.checked = !checked;
    field.click();
  }
  root
    .querySelectorAll<TextField>('input:not([type=checkbox]):not([type=radio]), textarea')
    .forEach((field) => {
      if (field.value === field.defaultValue) return;
      const typed = field.value;
      field.value = field.defaultValue;
      setNativeValue(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
}
