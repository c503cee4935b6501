/**
 * A phone's screen for jsdom, which has no media queries: `(max-width: 600px)` matches, so the lists draw their
 * cards (shared/components/list-card usePhoneLayout). Call at the top of a describe block.
 */
export function onPhoneScreen(): void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept only to be put back on window, never called detached
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) =>
      ({
        matches: /max-width:\s*600px/.test(query),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}
