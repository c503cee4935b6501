/** Waits until the page has hydrated (`<html data-hydrated>`), or is no portal page (no #root). */
export async function waitForHydration(
  run: <T>(body: string, args?: unknown[]) => Promise<T>,
  timeoutMs = 15_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const ready = await run<boolean>(
      "return document.readyState !== 'loading' && (document.documentElement.hasAttribute('data-hydrated') || !document.getElementById('root'));",
    ).catch(() => false); // a navigation in flight destroys the context the check ran in
    if (ready) return;
    if (Date.now() > end) throw new Error('the page did not hydrate within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
