import type { Volatile } from './volatile';

/**
 * Runs `work` for `key` only after every earlier work of the same key has settled: a per-key queue in
 * memory. What reads a count, awaits (scrypt, a PDF) and then writes it is atomic per key this way — the
 * password checks of one account, the e-mail sends of one investor — while other keys run in parallel.
 */
export function oneAtATime<T>(
  holder: { volatile: Volatile },
  key: string,
  work: () => Promise<T>,
): Promise<T> {
  const tails = holder.volatile.map<Promise<void>>('one-at-a-time');
  const before = tails.get(key) ?? Promise.resolve();
  const run = before.then(work);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(key, tail);
  void tail.then(() => {
    if (tails.get(key) === tail) tails.delete(key);
  });
  return run;
}
