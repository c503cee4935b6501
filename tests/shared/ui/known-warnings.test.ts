import { isKnownLibraryWarning, silenceKnownLibraryWarnings } from '@/shared/ui/known-warnings';

describe('known library warnings', () => {
  const legacy =
    'Warning: findDOMNode is deprecated and will be removed in the next major release. Instead, add a ref';

  it('matches element-react deprecations by their exact format and nothing else', () => {
    expect(isKnownLibraryWarning([legacy, 'Checkbox'])).toBe(true);
    expect(isKnownLibraryWarning(['Warning: Each child in a list should have a unique "key" prop.'])).toBe(
      false,
    );
    expect(isKnownLibraryWarning([new Error(legacy)])).toBe(false);
  });

  it('in development, drops only those from the console', () => {
    const seen: unknown[][] = [];
    const sink = {
      error: (...args: unknown[]) => seen.push(args),
      warn: (...args: unknown[]) => seen.push(args),
    };
    silenceKnownLibraryWarnings(sink);
    sink.error(legacy, 'Checkbox');
    sink.warn('something of ours');
    expect(seen).toEqual([['something of ours']]);
  });
});
