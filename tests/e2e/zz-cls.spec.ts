import { DEMO } from '../../server/seed/demo-identities';
import { test } from './support/fixtures';
import { logInByApi } from './support/login-api';

for (const [name, route] of [
  ['hall', '/hall'],
  ['purchase', '/trade-center/purchase'],
  ['redeem', '/trade-center/redeem'],
  ['info', '/hall/user/info'],
] as const) {
  test(`cls ${name}`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await logInByApi(page.request, { account: DEMO.zhangSan.idNo, phone: DEMO.zhangSan.phone });
    await page.addInitScript(() => {
      (window as unknown as { shifts: unknown[] }).shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources: Array<{ node?: Element; previousRect: DOMRect; currentRect: DOMRect }> }>) {
          (window as unknown as { shifts: unknown[] }).shifts.push({
            value: e.value,
            sources: e.sources.map((s) => ({
              node: s.node ? `${s.node.nodeName}.${(s.node as Element).className}#${(s.node as Element).id} ${(s.node.textContent ?? '').slice(0, 40)}` : null,
              prev: [s.previousRect.y, s.previousRect.height],
              cur: [s.currentRect.y, s.currentRect.height],
            })),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/index.html#${route}`);
    await page.waitForTimeout(4000);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts);
    console.log('CLS', name, JSON.stringify(shifts, null, 1));
  });
}
