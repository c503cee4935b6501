import type { Driver } from './driver';

/** A role and an accessible name (exact, or a RegExp) as the page-side helpers take them. */
export type Name = string | RegExp;
export type Scope = [role: string, name: Name][];

const wire = (name: Name) => (typeof name === 'string' ? name : { re: name.source });
const wireScope = (within: Scope) => within.map(([role, name]) => [role, wire(name)]);

const TIMEOUT_MS = 15_000;

/** Polls `check` until it gives a truthy value; fails with `what` after 15 s. */
export async function until<T>(what: string, check: () => Promise<T>): Promise<NonNullable<T>> {
  const end = Date.now() + TIMEOUT_MS;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`waited 15 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The user's view of a page through any Driver: elements by role and name, as the Playwright specs find them. */
export class Screen {
  constructor(
    readonly driver: Driver,
    readonly origin: string,
  ) {}

  open(path: string): Promise<void> {
    return this.driver.open(this.origin + path);
  }

  /** Waits for the element and returns a selector that names it. */
  find(role: string, name: Name, within: Scope = []): Promise<string> {
    return until(
      `${role} ${String(name)}${within.length ? ` in ${within.map(String).join(' > ')}` : ''}`,
      () =>
        this.driver.run<string | null>(
          'var el = H.find(args[0], args[1], args[2]); return el && H.mark(el);',
          [role, wire(name), wireScope(within)],
        ),
    );
  }

  async click(role: string, name: Name, within: Scope = []): Promise<void> {
    await this.driver.click(await this.find(role, name, within));
  }

  /** Clicks into the field and types; fails at once when the click did not land in it (the page moved). */
  async fill(name: Name, text: string, within: Scope = []): Promise<void> {
    const selector = await this.find('textbox', name, within);
    await this.driver.type(selector, text);
    const focused = await this.driver.run<boolean>(
      'return document.activeElement === document.querySelector(args[0]);',
      [selector],
    );
    if (!focused) throw new Error(`typed "${text}" but the field ${String(name)} had no focus: did it move?`);
  }

  /** Waits until the element (the whole page when none) shows text matching `pattern`; returns that text. */
  async sees(pattern: RegExp, role?: string, name?: Name): Promise<string> {
    const selector = role && name !== undefined ? await this.find(role, name) : 'body';
    return until(`${String(pattern)} in ${role ?? 'the page'} ${name ? String(name) : ''}`, () =>
      this.driver.run<string | null>(
        'var t = H.text(document.querySelector(args[0])); return new RegExp(args[1]).test(t) ? t : null;',
        [selector, pattern.source],
      ),
    );
  }

  async attribute(selector: string, attribute: string): Promise<string | null> {
    return this.driver.run(
      'var el = document.querySelector(args[0]); return el && el.getAttribute(args[1]);',
      [selector, attribute],
    );
  }

  /** Waits until the element named holds the keyboard focus (a dialog or a result moves it there). */
  async focusIsOn(role: string, name: Name): Promise<void> {
    const selector = await this.find(role, name);
    await until(`the focus on ${role} ${String(name)}`, () =>
      this.driver.run<boolean>('return document.activeElement === document.querySelector(args[0]);', [
        selector,
      ]),
    );
  }

  url(): Promise<string> {
    return this.driver.run<string>('return location.href;');
  }

  async waitForUrl(pattern: RegExp): Promise<void> {
    await until(`an address matching ${String(pattern)}`, async () => pattern.test(await this.url()));
  }

  /** The page is no wider than the window: nothing scrolls sideways (a phone's layout broken by an engine). */
  async fitsTheWidth(): Promise<void> {
    const [scroll, width] = await this.driver.run<[number, number]>(
      'return [document.documentElement.scrollWidth, document.documentElement.clientWidth];',
    );
    if (scroll > width + 1) throw new Error(`the page is ${scroll} px wide in a ${width} px window`);
  }

  /** The back office's dev hooks (the SMS outbox, the newest puzzle, the clock). */
  async devHook<T>(path: string, body?: unknown): Promise<T> {
    const answer = await fetch(this.origin + path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${path}: HTTP ${answer.status}`);
    return (await answer.json()) as T;
  }
}
