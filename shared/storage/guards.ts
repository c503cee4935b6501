export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

export function isNonNegativeInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Milliseconds since the epoch. */
export const isTimestamp = isNonNegativeInteger;

export function isRecordOf<T>(check: (v: unknown) => v is T) {
  return (value: unknown): value is Record<string, T> => isRecord(value) && Object.values(value).every(check);
}

export function isOneOf<T extends string>(values: readonly T[]) {
  return (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);
}
