/**
 * element-react 1.4 uses legacy context, string refs, findDOMNode and componentWill*; React 18.3 warns
 * about each in development. These are the exact messages, matched by their format string, filtered
 * here and nowhere else. Anything else reaching the console is a real problem.
 */
const KNOWN_FORMATS: readonly string[] = [
  'Warning: componentWillMount has been renamed, and is not recommended for use. See https://reactjs.org/link/unsafe-component-lifecycles for details.',
  'Warning: componentWillReceiveProps has been renamed, and is not recommended for use. See https://reactjs.org/link/unsafe-component-lifecycles for details.',
  'Warning: componentWillUpdate has been renamed, and is not recommended for use. See https://reactjs.org/link/unsafe-component-lifecycles for details.',
  'Warning: Component "%s" contains the string ref "%s". Support for string refs will be removed in a future major release.',
  'Warning: %s uses the legacy childContextTypes API which is no longer supported and will be removed in the next major release.',
  'Warning: %s uses the legacy contextTypes API which is no longer supported and will be removed in the next major release.',
  'Warning: Legacy context API has been detected within a strict-mode tree.',
  'Warning: findDOMNode is deprecated and will be removed in the next major release.',
];

export function isKnownLibraryWarning(args: readonly unknown[]): boolean {
  const first = args[0];
  if (typeof first !== 'string') return false;
  return KNOWN_FORMATS.some((known) => first.startsWith(known));
}

/**
 * Development builds only: drops the same library deprecations from the browser console (production React
 * prints none), so a developer sees what is theirs. Everything else passes through untouched.
 */
export function silenceKnownLibraryWarnings(target: Pick<Console, 'error' | 'warn'> = console): void {
  for (const level of ['error', 'warn'] as const) {
    const original = target[level].bind(target);
    target[level] = (...args: unknown[]) => {
      if (!isKnownLibraryWarning(args)) original(...args);
    };
  }
}
