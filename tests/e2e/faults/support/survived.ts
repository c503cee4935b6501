/**
 * What "the walk survived the fault" means on screen (issue 29): the page is not blank, shows no stack trace
 * or raw server page, says in Chinese what happened and what to do, and nothing threw in the page.
 */
import { expect, type Page } from '@playwright/test';

import type { Fault } from './faults';

/** The portal's own words for each fault (api/core/api-error.ts CLIENT_MESSAGES). */
export const SAYS = {
  unavailable: '服务暂时不可用，请稍后再试',
  network: '网络连接异常，请检查网络后重试',
  timeout: '请求超时',
  /** An order whose answer never came (features/order/submission.ts). */
  orderUnknown: /暂未收到(下单|撤单|申请)结果/,
} as const;

/** What the page says when a plain (non-order) call meets `fault`. */
export function messageFor(fault: Fault): string {
  if (fault.kind === 'gateway') return SAYS.unavailable;
  if (fault.kind === 'hang') return SAYS.timeout;
  return SAYS.network;
}

const TRACE =
  /(\bat \S+ \(\S+:\d+:\d+\))|TypeError|ReferenceError|SyntaxError|Unexpected token|Bad Gateway|Service Unavailable|Gateway Time-out|nginx/;

/** Collects the page's uncaught errors (a fault must not throw). */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The page after a fault: not blank, the message shown, no trace or raw gateway page in sight. */
export async function expectSurvived(page: Page, message: string | RegExp): Promise<void> {
  await expect(page.getByText(message).first()).toBeVisible();
  await expect(page.locator('#root')).toBeVisible();
  expect((await page.locator('#root').innerText()).trim().length).toBeGreaterThan(20);
  expect(await page.locator('body').innerText()).not.toMatch(TRACE);
}
