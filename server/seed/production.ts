import type { Context } from '../core/context';
import { EnvironmentError } from '../core/environment';
import { DEMO_IDENTITIES } from './demo-identities';
import { anyAccountWithIdNo, isSeeded } from './store';

/** Whether the demo seed filled this data folder: its mark, or any demo investor's ID number. */
function demoSeeded(ctx: Context): boolean {
  return (
    isSeeded(ctx) ||
    anyAccountWithIdNo(
      ctx,
      DEMO_IDENTITIES.map((a) => a.idNo),
    )
  );
}

/**
 * With NODE_ENV=production nothing is seeded (no demo investor, no published password, no REG-DEMO-*
 * hand-over token), and a data folder the demo seed filled stops the start with this error (issue 39, Medium 5).
 */
export function demoDataRefusal(ctx: Context): EnvironmentError | null {
  if (!demoSeeded(ctx)) return null;
  return new EnvironmentError(
    `数据目录 ${ctx.dataDir} 含演示数据（演示投资者及其公开的密码、代销渠道移交令牌），生产环境（NODE_ENV=production）不能在其上启动：请为 PORTAL_DATA_DIR 指定新的空目录`,
  );
}
