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
 * Escape, and gives focus back to whatever had it before when it ends.
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
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [container, active, escapable]);
}
