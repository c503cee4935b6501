/**
 * Short-lived state kept in memory only: rate windows, slider challenges and tokens, hybrid wait ids,
 * reset attempts. Writing them to the database would rewrite and fsync the whole file for a value that lives
 * two minutes; a restart forgets them (the caller passes the slider again), `POST /__dev/state/restore`
 * clears them with the tables.
 */
export interface Volatile {
  /** The named map, created on first use; every caller of a name shares it. */
  map<V>(name: string): Map<string, V>;
  clear(): void;
}

/** Beyond this many entries a map drops its oldest ones: memory stays bounded whoever calls. */
const VOLATILE_MAX_ENTRIES = 20_000;

export function createVolatile(): Volatile {
  const maps = new Map<string, Map<string, unknown>>();
  return {
    map<V>(name: string): Map<string, V> {
      let found = maps.get(name);
      if (!found) {
        found = new Map();
        maps.set(name, found);
      }
      return found as Map<string, V>;
    },
    clear() {
      for (const map of maps.values()) map.clear();
    },
  };
}

/** Sets a value, dropping the oldest entries (insertion order) when the map is full. */
export function putBounded<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > VOLATILE_MAX_ENTRIES) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
}
