/**
 * Spec §2: only one SMS dialog at a time. The newest one wins: opening a second dismisses the first, which
 * reports onResult(false) as if the investor had closed it, so its caller never waits forever.
 */
interface ActiveDialog {
  id: number;
  dismiss: () => void;
}

let active: ActiveDialog | null = null;
let nextId = 1;

/** Registers an opening dialog; returns the function to call when it closes. */
export function claimSmsDialog(dismiss: () => void): () => void {
  const id = nextId++;
  const previous = active;
  active = { id, dismiss };
  previous?.dismiss();
  return () => {
    if (active?.id === id) active = null;
  };
}
