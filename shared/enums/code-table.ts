/** A code → label table from the spec; codes are the strings the back office sends. */
export type CodeTable<C extends string = string> = Readonly<Record<C, string>>;

/** What an unknown or missing code shows as. */
export const UNKNOWN_LABEL = '--';

/** The label of `code`, or '--' for a code the table does not know (numbers are accepted as sent). */
export function labelOf<C extends string>(
  table: CodeTable<C>,
  code: string | number | null | undefined,
  fallback = UNKNOWN_LABEL,
): string {
  if (code === null || code === undefined) return fallback;
  const key = String(code);
  return Object.prototype.hasOwnProperty.call(table, key) ? table[key as C] : fallback;
}

/** Narrowing guard: is `code` one of the table's codes? */
export function isCodeOf<C extends string>(table: CodeTable<C>, code: unknown): code is C {
  return (
    (typeof code === 'string' || typeof code === 'number') &&
    Object.prototype.hasOwnProperty.call(table, String(code))
  );
}

/** The codes of a table, in the table's order. */
export function codesOf<C extends string>(table: CodeTable<C>): C[] {
  return Object.keys(table) as C[];
}
