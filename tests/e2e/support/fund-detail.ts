import type { Page } from '@playwright/test';

/** 970031's name with its code beside it, as its 产品详情 page heads it. */
export const R3_PUBLIC_HEADING = /^国证资管稳健配置混合\s*970031$/;

/** The window a click opens (a fund's detail, a site page), once it has loaded. */
export async function opensInNewWindow(page: Page, click: () => Promise<void>): Promise<Page> {
  const [opened] = await Promise.all([page.context().waitForEvent('page'), click()]);
  await opened.waitForLoadState();
  return opened;
}
