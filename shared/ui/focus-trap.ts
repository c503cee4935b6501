import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * While `active`: moves focus into the container, keeps Tab and Shift+Tab inside it, calls `onEscape` on
 * Escape, takes focus back when a control inside loses it to the page (it became disabled), and gives focus
 * back to whatever had it before when it ends.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement>,
  active: boolean,
  onEscape?: () => void,
): void {
  // The latest onEscape without re-running the trap: an inline callback must not pull focus back to the
  // first control on every render.
  const escape = useRef(onEscape);
  useLayoutEffect(() => {
    escape.current = onEscape;
  });
  const escapable = Boolean(onEscape);

  useEffect(() => {
    const element = container.current;
    if (!active || !element) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Focus the marked control, else the first one of the content — not the header's close button.
    const autofocus = element.querySelector<HTMLElement>('[data-autofocus]');
    const firstInContent = focusableIn(element).find((item) => !item.hasAttribute('data-no-autofocus'));
    (autofocus ?? firstInContent ?? element).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && escape.current) {
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(element);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !element.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !element.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    // A control that becomes disabled while it works (a loading button) drops focus to the page: the dialog
    // takes it back, so that Escape and Tab still reach it.
    let refocus: ReturnType<typeof setTimeout> | undefined;
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget !== null) return;
      refocus = setTimeout(() => {
        if (document.activeElement === document.body && document.contains(element)) element.focus();
      }, 0);
    };
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      clearTimeout(refocus);
      element.removeEventListener('focusout', onFocusOut);
      element.removeEventListener('keydown', onKeyDown);
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [container, active, escapable]);
}
