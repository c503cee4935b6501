import { rmSync } from 'node:fs';

import { DEMO_REGISTERED_TOKEN } from '@/server/seed/demo-identities';

import { clientOf } from '../server/support/portal';
import { startServer, tempDataDir } from '../server/support/server';

/**
 * Issue 39, Medium 5: with NODE_ENV=production the back office seeded the demo investors, their published
 * password and the reusable hand-over tokens (REG-DEMO-ZHAOLIU opened a session). Production now seeds
 * nothing, and refuses to start on a data folder the demo seed filled.
 */
jest.setTimeout(90000);

const saved = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = saved;
});

/** Production takes no test-only scrypt cost. */
const production = (dataDir: string) => {
  process.env.NODE_ENV = 'production';
  return startServer({ dataDir, testOnlyScryptN: undefined });
};

describe('a production back office', () => {
  it('seeds no investor, no password and no hand-over token', async () => {
    const server = await production(tempDataDir());
    try {
      const { db } = server.app.portal;
      expect(db.get<{ n: number }>('SELECT COUNT(*) AS n FROM accounts')?.n).toBe(0);
      expect(db.get<{ n: number }>('SELECT COUNT(*) AS n FROM handover_tokens')?.n).toBe(0);
      const handOver = await clientOf(server).post('/v1/auth/registered/auto/login', {
        token: DEMO_REGISTERED_TOKEN,
      });
      expect(handOver.message).toBe('登录凭证无效或已过期，请重新登录');
    } finally {
      await server.close();
    }
  });

  it('refuses to start on a demo-seeded data folder, saying why', async () => {
    const dataDir = tempDataDir();
    const local = await startServer({ dataDir });
    await local.app.close();
    await expect(production(dataDir).finally(() => rmSync(dataDir, { recursive: true }))).rejects.toThrow(
      `数据目录 ${dataDir} 含演示数据（演示投资者及其公开的密码、代销渠道移交令牌），生产环境（NODE_ENV=production）不能在其上启动：请为 PORTAL_DATA_DIR 指定新的空目录`,
    );
  });
});
