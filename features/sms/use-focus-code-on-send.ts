import { useEffect, useRef, type RefObject } from 'react';

/**
 * Once a code is sent the send button is disabled for the countdown, and a disabled button loses the focus
 * (to the page body, where a keyboard or screen-reader user is lost). The code field is where the investor
 * goes next: it takes the focus when the countdown starts, if the focus was on the button or fell to the body
 * or to the dialog around it.
 */
export function useFocusCodeOnSend(row: RefObject<HTMLElement | null>, running: boolean): void {
  const wasRunning = useRef(running);
  useEffect(() => {
    const started = running && !wasRunning.current;
    wasRunning.current = running;
    const host = row.current;
    if (!started || !host) return;
    const active = document.activeElement;
    // The dialog around the row may have taken the dropped focus back first (shared/ui/focus-trap.ts).
    const lost = !active || active === document.body || host.contains(active) || active.contains(host);
    if (lost) host.querySelector('input')?.focus();
  }, [running, row]);
}
