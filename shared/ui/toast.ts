import 'element-theme-default/lib/message.css';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

/** Spec §9: every toast stays 2500 ms. */
export const TOAST_DURATION_MS = 2500;

let region: HTMLElement | null = null;

function liveRegion(): HTMLElement {
  if (region && document.body.contains(region)) return region;
  region = document.createElement('div');
  region.className = 'gz-toast-region';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  document.body.appendChild(region);
  return region;
}

/**
 * A short message at the top of the page, announced to screen readers. The text is set as text, never
 * as HTML: server messages cannot inject markup.
 */
export function showToast(message: string, type: ToastType = 'info'): void {
  if (typeof document === 'undefined' || !message) return;
  const toast = document.createElement('div');
  toast.className = `el-message gz-toast gz-toast--${type}`;
  const text = document.createElement('p');
  text.className = 'el-message__group gz-toast__text';
  text.textContent = message;
  toast.appendChild(text);
  liveRegion().appendChild(toast);
  window.setTimeout(() => toast.remove(), TOAST_DURATION_MS);
}
