import { existsSync } from 'node:fs';
import path from 'node:path';

import { buildApp } from './app';
import { loadEnvironment } from './core/environment';
import { DEMO_IDENTITIES, DEMO_PASSWORD, DEMO_TRADE_PASSWORD } from './seed/demo-identities';
import { isSeeded } from './seed/store';

/** SIGTERM/SIGINT: requests in flight get this long to finish, then the process exits anyway. */
const DRAIN_MS = 10_000;

/** The demo investors, their password and hand-over links: only for a data folder the demo seed filled. */
function demoAccountLines(origin: string): string[] {
  return [
    `演示账户（登录密码 ${DEMO_PASSWORD}，交易密码 ${DEMO_TRADE_PASSWORD}）：`,
    ...DEMO_IDENTITIES.map((a) =>
      a.kind === '0'
        ? `  ${a.name}  基金账号 ${a.fundAccount}（type 1）/ 交易账号 ${a.tradeAccounts[0]}（type 0）  经办人 ${a.agent?.name}`
        : `  ${a.name}  ${a.idNo} / ${a.phone}`,
    ),
    ...DEMO_IDENTITIES.filter((a) => a.handoverToken).map(
      (a) => `  ${a.name}的代销渠道自动登录：${origin}/login.html?registeredToken=${a.handoverToken}`,
    ),
  ];
}

async function main(): Promise<void> {
  // Checked before anything starts: a wrong value stops here with the variable's name and what it may hold.
  const { host, port, trustProxy, batchPace } = await loadEnvironment();
  const root = process.cwd();
  const staticDir = path.join(root, 'dist');
  const builtAgreements = path.join(staticDir, 'static-agreements');
  const app = await buildApp({
    dataDir: process.env.PORTAL_DATA_DIR ?? path.join(root, '.data'),
    staticDir,
    agreementsDir: existsSync(builtAgreements) ? builtAgreements : path.join(root, 'static-agreements'),
    logger: true,
    trustProxy,
    batchPace,
  });
  await app.listen({ host, port });
  // The slider's first puzzles are drawn while nobody waits for them.
  app.portal.puzzles.warm();
  const shown = host.includes(':') ? `[${host}]` : host;
  const lines = [
    `国证资管投资者门户（本地后台）已启动：http://${shown}:${port}/`,
    existsSync(staticDir) ? '' : '提示：未找到 dist/，请先运行 npm run build',
    ...(isSeeded(app.portal) ? demoAccountLines(`http://${shown}:${port}`) : []),
    app.portal.devHooks
      ? '开发钩子 /__dev 已开启，仅限本机以 127.0.0.1 或 localhost 访问（PORTAL_DEV_HOOKS=0 可关闭）'
      : '开发钩子已关闭',
  ];
  process.stdout.write(`${lines.filter(Boolean).join('\n')}\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    process.stdout.write(`收到 ${signal}，正在关闭…\n`);
    // New requests get 503 while the ones in flight finish; past 10 s the process exits anyway (every
    // answered write is already in the fsync'd WAL, so nothing answered is lost either way).
    setTimeout(() => {
      process.stderr.write(`${DRAIN_MS / 1000} 秒内未能处理完进行中的请求，强制退出\n`);
      process.exit(1);
    }, DRAIN_MS).unref();
    // Closing checkpoints the WAL into the database file.
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`启动失败：${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
