/**
 * element-react 1.4 uses legacy context, string refs, findDOMNode and componentWill*; React 18.3 warns
 * about each in development. These are the exact messages, matched by their format string, filtered
 * here and nowhere else. Anything else reaching the console is a real problem.
 */
const KNOWN_FORMATS: readonly string[] = [
  'Warning: %s uses the legacy childContextTypes API which is no longer supported and will be removed in the next major release. Use React.createContext() instead',
  'Warning: %s uses the legacy contextTypes API which is no longer supported and will be removed in the next major release. Use React.createContext() with static contextType instead.',
  'Warning: findDOMNode is deprecated and will be removed in the next major release.',
  'Warning: A string ref, "%s", has been found within a strict mode tree.',
  'Warning: Component "%s" contains the string ref "%s".',
  'Warning: componentWillReceiveProps has been renamed, and is not recommended for use in production and may be removed in future major versions of React.',
  'Warning: componentWillMount has been renamed, and is not recommended for use in production and may be removed in future major versions of React.',
  'Warning: componentWillUpdate has been renamed, and is not recommended for use in production and may be removed in future major versions of React.',
  'Warning: ReactDOM.render is no longer supported in React 18.',
  'Warning: unmountComponentAtNode is deprecated and will be removed in the next major release.',
  'Warning: %s: Support for defaultProps will be removed from function components in a future major release.',
];

export function isKnownLibraryWarning(args: readonly unknown[]): boolean {
  const first = args[0];
  if (typeof first !== 'string') return false;
  return KNOWN_FORMATS.some((known) => first.startsWith(known));
}
