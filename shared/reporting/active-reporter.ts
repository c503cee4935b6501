import type { ReportInput, Reporter } from './types';

/**
 * The one reporter of the page, set by the entry at boot. The base query and the error boundary report
 * through here, so they need no wiring and do nothing until an entry installs a reporter.
 */
let active: Reporter | null = null;

export function setActiveReporter(reporter: Reporter | null): void {
  active = reporter;
}

export function reportError(input: ReportInput): void {
  active?.report(input);
}

/** Message and stack of anything thrown or rejected (strings, plain objects, Errors). */
export function describeThrown(thrown: unknown): { message: string; stack?: string } {
  if (thrown instanceof Error) return { message: `${thrown.name}: ${thrown.message}`, stack: thrown.stack };
  if (typeof thrown === 'string') return { message: thrown };
  try {
    return { message: JSON.stringify(thrown) ?? String(thrown) };
  } catch {
    return { message: String(thrown) };
  }
}
