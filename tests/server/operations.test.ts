import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { backupDataFolder } from '@/scripts/backup';
import { buildApp } from '@/server/app';
import { loadEnvironment } from '@/server/core/environment';
import { redactedUrl } from '@/server/core/http/log-redaction';
import { DEMO, DEMO_PASSWORD, DEMO_TRADE_PASSWORD } from '@/server/seed/demo-identities';

import { confirmSummary, investor, orderBody, orderStateOf, postOrder } from './order/support';
import { latestSms } from './support/portal';
import { startServer, tempDataDir, type TestServer } from './support/server';

jest.setTimeout(120000);

function capture(): { stream: NodeJS.WritableStream; lines: string[] } {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => lines.push(line) } as unknown as NodeJS.WritableStream };
}

describe('request ids', () => {
  let server: TestServer;
  const log = capture();
  beforeAll(async () => {
    server = await startServer({ logger: { stream: log.stream, level: 'info' } });
  });
  afterAll(() => server.close());

  it("every answer carries X-Request-Id — the proxy's id when well formed, else a new one — and so does each of its log lines", async () => {
    const passed = await fetch(`${server.url}/healthz`, {
      headers: { 'X-Request-Id': '0123456789abcdef0123' },
    });
    expect(passed.headers.get('x-request-id')).toBe('0123456789abcdef0123');
    const own = await fetch(`${server.url}/v1/auth/user?t=1`, {
      headers: { 'X-Request-Id': 'bad id; drop' },
    });
    const id = own.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = log.lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string });
    const ofRequest = lines.filter((line) => line.reqId === id);
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines.filter((line) => line.msg.startsWith('request') || line.msg.startsWith('incoming'))).toEqual(
      lines.filter(
        (line) => (line.msg.startsWith('request') || line.msg.startsWith('incoming')) && line.reqId,
      ),
    );
  });
});

describe('the log', () => {
  it('a login, its SMS code and a purchase leave no password, code, ID number or card number in any log line', async () => {
    const log = capture();
    const server = await startServer({ logger: { stream: log.stream, level: 'trace' } });
    try {
      const zhang = await investor(server, 'zhangSan');
      await confirmSummary(zhang, '970031');
      const body = await orderBody(zhang, 'zhangSan', { fundCode: '970031', applySum: '1000.00' });
      expect((await postOrder(zhang, '/v1/order/purchase', body)).status).toBe(200);
      await zhang.get(
        `/v1/order/redeemable?fundCode=970031&tradeAccount=${DEMO.zhangSan.tradeAccounts[0]}&t=1`,
      );
      await zhang.get(`/v1/fund/list?idNo=${DEMO.zhangSan.idNo}&cardNo=6222020200112233445&t=1`);
      const code = await latestSms(zhang, DEMO.zhangSan.phone);
      const text = log.lines.join('');
      expect(text).toContain('request completed');
      for (const secret of [
        DEMO_PASSWORD,
        DEMO_TRADE_PASSWORD,
        DEMO.zhangSan.idNo,
        DEMO.zhangSan.tradeAccounts[0],
        '6222020200112233445',
        code,
      ]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      await server.close();
    }
  });

  it('masks the values of sensitive query parameters only', () => {
    expect(redactedUrl('/v1/x?fundCode=970031&idNo=110101199003074514&password=a&page=1')).toBe(
      '/v1/x?fundCode=***&idNo=***&password=***&page=1',
    );
    expect(redactedUrl('/v1/fund/list?page=1&size=10')).toBe('/v1/fund/list?page=1&size=10');
  });
});

describe('the environment', () => {
  it('HOST, PORT and TRUST_PROXY are checked, and a wrong value names the variable and what it may be', async () => {
    const read = (env: NodeJS.ProcessEnv) => loadEnvironment(env);
    expect((await read({})).host).toBe('127.0.0.1');
    expect((await read({ HOST: '0.0.0.0' })).host).toBe('0.0.0.0');
    await expect(read({ HOST: 'my server' })).rejects.toThrow(
      '环境变量 HOST="my server" 无效：须是 IP 地址（如 127.0.0.1、0.0.0.0、::1）或 localhost',
    );
    expect((await read({ PORT: '8081' })).port).toBe(8081);
    expect((await read({ PORT: '' })).port).toBe(8080);
    await expect(read({ PORT: '80a' })).rejects.toThrow('环境变量 PORT="80a" 无效：须是 1–65535 的端口号');
    await expect(read({ PORT: '65536' })).rejects.toThrow('环境变量 PORT="65536" 无效');
    expect((await read({})).trustProxy).toBe(false);
    expect((await read({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' })).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(typeof (await read({ TRUST_PROXY: '1' })).trustProxy).toBe('function');
    await expect(read({ TRUST_PROXY: 'true' })).rejects.toThrow('环境变量 TRUST_PROXY="true" 无效');
    await expect(read({ TRUST_PROXY: '10.0.0.0/33' })).rejects.toThrow('TRUST_PROXY');
  });

  it('the batch pace, the calendar rule and the cookies have their defaults, and a wrong value is refused', async () => {
    const local = await loadEnvironment({});
    expect([local.batchPace, local.unpublishedYears, local.secureCookies]).toEqual([
      { chunk: 100, sliceMs: 5, pauseMs: 0 },
      'provisional',
      'unless-loopback',
    ]);
    expect((await loadEnvironment({ NODE_ENV: 'production' })).unpublishedYears).toBe('refuse');
    expect((await loadEnvironment({ PORTAL_SECURE_COOKIES: '0' })).secureCookies).toBe(false);
    await expect(loadEnvironment({ PORTAL_BATCH_CHUNK: '0' })).rejects.toThrow(
      '环境变量 PORTAL_BATCH_CHUNK="0" 无效：须是 1–10000 的整数',
    );
    await expect(loadEnvironment({ PORTAL_CALENDAR_UNPUBLISHED: 'maybe' })).rejects.toThrow(
      '环境变量 PORTAL_CALENDAR_UNPUBLISHED="maybe" 无效：只能是 refuse 或 provisional',
    );
  });

  it('with TRUST_PROXY the client address is the one the proxy forwards, else the connection address', async () => {
    const seenWith = async (trustProxy: false | string[]) => {
      const dataDir = tempDataDir();
      const app = await buildApp({ dataDir, trustProxy, testOnlyScryptN: 2 ** 14 });
      let seen = '';
      app.addHook('onResponse', async (request) => {
        seen = request.ip;
      });
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { 'X-Forwarded-For': '203.0.113.7' } });
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
      return seen;
    };
    expect(await seenWith(['127.0.0.1'])).toBe('203.0.113.7');
    expect(await seenWith(false)).toBe('127.0.0.1');
  });
});

const ROOT = path.join(__dirname, '..', '..');

/** `npm run server` as a child process, with this environment added; resolves with its exit and output. */
function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const started = async () => {
    for (let i = 0; i < 600 && !output.includes('已启动'); i++) await new Promise((r) => setTimeout(r, 100));
    if (!output.includes('已启动')) throw new Error(`did not start: ${output}`);
  };
  return { child, exited, started, output: () => output };
}

describe('the process', () => {
  it('a wrong HOST stops the start with a clear message', async () => {
    const run = startProcess({ HOST: 'my server', PORTAL_DATA_DIR: tempDataDir() });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('启动失败：环境变量 HOST="my server" 无效');
  });

  it('on SIGTERM answers what is in flight and exits within 10 s', async () => {
    const dataDir = tempDataDir();
    // Below the kernel's ephemeral range (32768 up), where the other tests' servers and connections take theirs.
    const port = String(20000 + Math.floor(Math.random() * 12000));
    const run = startProcess({ PORT: port, PORTAL_DATA_DIR: dataDir });
    try {
      await run.started();
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      const sent = Date.now();
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(Date.now() - sent).toBeLessThan(10_000);
      expect(run.output()).toContain('收到 SIGTERM，正在关闭');
    } finally {
      run.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('npm run backup', () => {
  it('copies the data folder of a running back office consistently; the copy opens with every answered order', async () => {
    const server = await startServer();
    const target = path.join(tempDataDir(), 'copy');
    try {
      const zhang = await investor(server, 'zhangSan');
      await confirmSummary(zhang, '970031');
      const body = await orderBody(zhang, 'zhangSan', { fundCode: '970031', applySum: '1000.00' });
      const placed = (await postOrder(zhang, '/v1/order/purchase', body)).json as { data: { appNo: string } };
      const backup = await backupDataFolder(server.dataDir, target);
      expect(backup.migrations).toBeGreaterThan(20);
      expect(existsSync(path.join(target, 'server-secret.key'))).toBe(true);
      const copy = await startServer({ dataDir: target });
      try {
        expect(orderStateOf(copy, placed.data.appNo)).toBe('applied');
        expect((await fetch(`${copy.url}/readyz`)).status).not.toBe(500);
      } finally {
        await copy.close();
      }
      await expect(backupDataFolder(server.dataDir, target)).rejects.toThrow(`备份目标 ${target} 已存在`);
    } finally {
      await server.close();
      rmSync(path.dirname(target), { recursive: true, force: true });
    }
  });
});
