import { useBrowserState } from '@/shared/hydration';
import { readElderMode, writeElderMode } from '@/shared/storage';

const ELDER_CLASS = 'gz-elder';
/** The switch's name: what China's MIIT guidance for sites serving older people calls this mode. */
export const ELDER_MODE_LABEL = '长辈模式';

/** Sets the page's look from the stored choice; every entry calls it before its first paint. */
export function applyStoredElderMode(): void {
  document.documentElement.classList.toggle(ELDER_CLASS, readElderMode());
}

/**
 * 长辈模式 on every page's header: larger type (body ≥ 18 px), larger targets (≥ 44 px), higher contrast and
 * no motion (shared/ui/elder.css). A toggle button (aria-pressed); the choice is remembered on this browser.
 */
export function ElderModeSwitch() {
  // Off in the prerendered page; the stored choice before the first paint (the page's class is set already).
  const [on, setOn] = useBrowserState(readElderMode, false);
  const toggle = () => {
    const next = !on;
    writeElderMode(next);
    document.documentElement.classList.toggle(ELDER_CLASS, next);
    setOn(next);
  };
  return (
    <button type="button" className="gz-elder-switch" aria-pressed={on} onClick={toggle}>
      <span className="gz-elder-switch__icon" aria-hidden="true">
        {on ? '✓' : 'A+'}
      </span>
      {ELDER_MODE_LABEL}
    </button>
  );
}
