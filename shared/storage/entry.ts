/**
 * One typed local-storage slot. Values are stored as versioned JSON `{"v":<version>,"d":<value>}`; a value
 * that is not valid JSON, lacks the envelope, has another version or fails the slot's check (left by an
 * older portal, another app on the origin, or a hand edit) is removed on read and reads as absent. Storage
 * that throws (disabled, full, private mode) behaves as empty: nothing here ever throws.
 */
export interface StorageEntry<T> {
  readonly key: string;
  readonly version: number;
  readonly isValid: (value: unknown) => value is T;
}

export function defineEntry<T>(
  key: string,
  version: number,
  isValid: (value: unknown) => value is T,
): StorageEntry<T> {
  return { key, version, isValid };
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function removeEntry(entry: Pick<StorageEntry<unknown>, 'key'>): void {
  try {
    storage()?.removeItem(entry.key);
  } catch {
    // Nothing to do: storage is unusable.
  }
}

export function readEntry<T>(entry: StorageEntry<T>): T | undefined {
  let raw: string | null | undefined;
  try {
    raw = storage()?.getItem(entry.key);
  } catch {
    return undefined;
  }
  if (raw === null || raw === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { v?: unknown }).v === entry.version &&
      entry.isValid((parsed as { d?: unknown }).d)
    ) {
      return (parsed as { d: T }).d;
    }
  } catch {
    // Not JSON: fall through and drop it.
  }
  removeEntry(entry);
  return undefined;
}

/** Returns false when the value could not be stored (no storage, quota). */
export function writeEntry<T>(entry: StorageEntry<T>, value: T): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(entry.key, JSON.stringify({ v: entry.version, d: value }));
    return true;
  } catch {
    return false;
  }
}
