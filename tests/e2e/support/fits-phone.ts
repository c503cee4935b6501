/**
 * What "usable on a phone" means, measured (issue 38): a dialog or a list card lies inside the viewport, no text
 * box in it is narrower than 200 px, no target (button, link, field, slider, tab, checkbox with its label) is
 * under 44×44 px, and nothing needs a sideways scroll — neither the page nor a strip inside the part.
 * Links inside a sentence are exempt, as WCAG 2.5.5 exempts inline targets. Each failure names the element.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';

import { expect } from './fixtures';
import { SHOTS } from './login-steps';

export interface FitOptions {
  /** Whether the part must lie inside the viewport's height too (a dialog); a card in a list scrolls into view. */
  wholeHeight?: boolean;
  minFieldWidth?: number;
  minTarget?: number;
  /** 长辈模式: every text as drawn (its CSS size times the page's zoom) at least this many px. */
  minTextPx?: number;
}

/** The problems of one part (rendered in the page, so every measure is what the screen shows). */
export async function phoneProblems(part: Locator, options: FitOptions = {}): Promise<string[]> {
  const { wholeHeight = false, minFieldWidth = 200, minTarget = 44, minTextPx = 0 } = options;
  await part.scrollIntoViewIfNeeded();
  return part.evaluate(
    (root, limits) => {
      const problems: string[] = [];
      const width = window.innerWidth;
      const height = window.innerHeight;
      const name = (element: Element) => {
        const label =
          element.getAttribute('aria-label') ??
          (element as HTMLElement).innerText?.trim().slice(0, 20) ??
          element.getAttribute('placeholder') ??
          '';
        return `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className).slice(0, 60)}"` : ''}> ${label}`;
      };
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
      };
      const round = (value: number) => Math.round(value * 10) / 10;

      const box = root.getBoundingClientRect();
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(`${name(root)}: ${round(box.left)}–${round(box.right)} px, outside 0–${width}`);
      if (limits.wholeHeight && (box.top < -0.5 || box.bottom > height + 0.5))
        problems.push(
          `${name(root)}: top ${round(box.top)}, bottom ${round(box.bottom)}, outside 0–${height}`,
        );
      if (document.documentElement.scrollWidth > width)
        problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${width}`);

      for (const element of Array.from(root.querySelectorAll('*'))) {
        if (!shown(element)) continue;
        const style = getComputedStyle(element);
        const own = element.getBoundingClientRect();
        // A strip inside the part that scrolls sideways.
        if (
          (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
          element.scrollWidth > element.clientWidth + 1
        )
          problems.push(
            `${name(element)} scrolls sideways: ${element.scrollWidth} px in ${element.clientWidth}`,
          );
        if (own.right > width + 0.5 || own.left < -0.5)
          problems.push(`${name(element)}: ${round(own.left)}–${round(own.right)} px, outside 0–${width}`);

        const hasText = Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
        const zoom = (element as HTMLElement & { currentCSSZoom?: number }).currentCSSZoom ?? 1;
        const drawnPx = Number.parseFloat(style.fontSize) * zoom;
        if (hasText && drawnPx < limits.minTextPx - 0.05 && !element.closest('.gz-visually-hidden'))
          problems.push(`${name(element)}: text drawn at ${round(drawnPx)} px (< ${limits.minTextPx})`);

        const tag = element.tagName.toLowerCase();
        const type = (element.getAttribute('type') ?? 'text').toLowerCase();
        const isTextBox =
          tag === 'textarea' ||
          (tag === 'input' && ['text', 'password', 'tel', 'number', 'search', 'email'].includes(type));
        if (isTextBox && own.width < limits.minFieldWidth)
          problems.push(
            `${name(element)}: a text box ${round(own.width)} px wide (< ${limits.minFieldWidth})`,
          );

        const role = element.getAttribute('role');
        const isTarget =
          tag === 'button' ||
          tag === 'select' ||
          (tag === 'a' && element.hasAttribute('href')) ||
          (tag === 'input' && type !== 'hidden') ||
          tag === 'textarea' ||
          ['button', 'slider', 'tab', 'checkbox', 'radio', 'link'].includes(role ?? '');
        if (!isTarget) continue;
        // A link inside a sentence is an inline target (exempt); a box or radio counts with its label.
        if (tag === 'a' && style.display === 'inline' && element.parentElement?.closest('p, li, label, dd'))
          continue;
        const target =
          (tag === 'input' && (type === 'checkbox' || type === 'radio')) ||
          role === 'checkbox' ||
          role === 'radio'
            ? (element.closest('label') ?? element)
            : element;
        const t = target.getBoundingClientRect();
        if (t.width < limits.minTarget - 0.5 || t.height < limits.minTarget - 0.5)
          problems.push(
            `${name(element)}: a target ${round(t.width)}×${round(t.height)} px (< ${limits.minTarget})`,
          );
      }
      return [...new Set(problems)];
    },
    { wholeHeight, minFieldWidth, minTarget, minTextPx },
  );
}

/** Asserts that the part is usable on the phone (see the module's note), listing every problem found. */
export async function expectFitsPhone(part: Locator, options: FitOptions = {}): Promise<void> {
  expect(await phoneProblems(part, options)).toEqual([]);
}

/** A dialog: inside the whole viewport, and usable. */
export async function expectDialogFits(dialog: Locator, options: FitOptions = {}): Promise<void> {
  await expect(dialog).toBeVisible();
  await expectFitsPhone(dialog, { wholeHeight: true, ...options });
}

/** Every card of a list, each scrolled into view in turn. */
export async function expectCardsFit(cards: Locator, options: FitOptions = {}): Promise<void> {
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) await expectFitsPhone(cards.nth(i), options);
}

/** The screen as the investor sees it now, attached to the Playwright report under `name` (and kept in SHOTS). */
export async function attachStep(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  const walk = testInfo.titlePath.at(-1)?.includes('长辈模式') ? 'elder' : 'phone';
  const body = await page.screenshot({ path: `${SHOTS}/${walk}-${name}.png`, fullPage });
  await testInfo.attach(name, { body, contentType: 'image/png' });
}
