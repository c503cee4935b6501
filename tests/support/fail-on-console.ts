import { isKnownLibraryWarning } from '@/shared/ui/known-warnings';

/** Any console error or warning fails the test, except the library deprecations listed in shared/ui. */
export function failOnConsole(): void {
  const original = { error: console.error, warn: console.warn };
  let messages: string[] = [];

  beforeEach(() => {
    messages = [];
    for (const level of ['error', 'warn'] as const) {
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        if (isKnownLibraryWarning(args)) return;
        messages.push(`console.${level}: ${args.map(String).join(' ')}`);
        original[level](...args);
      });
    }
  });

  afterEach(() => {
    jest.restoreAllMocks();
    if (messages.length > 0) {
      throw new Error(`Unexpected console output:\n${messages.join('\n')}`);
    }
  });
}
