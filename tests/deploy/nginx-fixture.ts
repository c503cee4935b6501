import { ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo, connect, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { AGREEMENTS } from '@/static-agreements';

const ROOT = path.join(__dirname, '..', '..');

/** A dist/ shaped like webpack's output (see webpack.config.ts), with the real agreement PDFs. */
export function makeDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  const files: Record<string, string> = {
    'login.html':
      '<!doctype html><title>登录 · 国证资管</title><script defer src="js/login.1a2b3c4d.js"></script>',
    'index.html': '<!doctype html><title>国证资管 · 投资者服务</title>',
    'js/login.1a2b3c4d.js': 'document.title;',
    'js/login.1a2b3c4d.js.map': '{}',
    'css/login.0f9e8d7c.css': 'body{margin:0}',
    'assets/element-icons.4e5f6a7b.woff2': 'wOF2',
    'favicon.ico': 'ico',
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), content);
  }
  mkdirSync(path.join(dist, 'static-agreements'));
  for (const { slug } of AGREEMENTS) {
    copyFileSync(
      path.join(ROOT, 'static-agreements', `${slug}.pdf`),
      path.join(dist, 'static-agreements', `${slug}.pdf`),
    );
  }
  return dist;
}

export type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };

/**
 * Stands in for the back office on loopback: records what reaches it and answers like a careless server
 * would (its own CSP, X-Powered-By, Server), so the test sees what nginx lets through.
 */
export async function startUpstream(): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.setHeader('Content-Security-Policy', "default-src * 'unsafe-inline' 'unsafe-eval'");
      response.setHeader('X-Powered-By', 'Express');
      response.setHeader('Server', 'back-office/1.2.3');
      response.setHeader('Cache-Control', 'no-store');
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      if (request.url?.startsWith('/v1/large')) {
        response.end(JSON.stringify({ state: 200000, data: 'x'.repeat(2_000_000) }));
      } else if (request.url?.startsWith('/v1/broken')) {
        response.statusCode = 500;
        response.end(JSON.stringify({ state: 500000, message: '系统繁忙' }));
      } else {
        response.end(JSON.stringify({ state: 200000, data: { received: body.length } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, received };
}

export async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export type RunningNginx = { child: ChildProcess; port: number; stderr: () => string; tmp: string };

/** Resolves once something accepts a connection on the loopback port, rejects if nothing does. */
function accepts(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve();
    });
    socket.once('error', reject);
  });
}

/**
 * deploy/run-nginx.sh, as ops would run it (`env` adds to its environment, e.g. TLS=self-signed); resolves once
 * nginx accepts connections.
 */
export async function startNginx(
  upstreamPort: number,
  dist: string,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningNginx> {
  const port = await freePort();
  // The script's temporary prefix goes here, so the test can see that it is cleaned up.
  const tmp = mkdtempSync(path.join(tmpdir(), 'portal-nginx-tmp-'));
  const child = spawn(
    'bash',
    [path.join(ROOT, 'deploy/run-nginx.sh'), String(port), `127.0.0.1:${upstreamPort}`, dist],
    {
      env: { ...process.env, ...env, TMPDIR: tmp },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`run-nginx.sh exited ${child.exitCode}: ${stderr}`);
    try {
      await accepts(port);
      return { child, port, stderr: () => stderr, tmp };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  child.kill('SIGTERM');
  throw new Error(`nginx did not answer on ${port}: ${stderr}`);
}

export async function stopNginx({ child }: RunningNginx): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

export interface NginxPerFile {
  /** The made-up dist/ nginx serves. */
  dist: string;
  /** What reached the stand-in back office, in order. */
  received: Received[];
  nginx: RunningNginx;
}

/**
 * One stand-in back office and one nginx in front of it (run-nginx.sh with `env`) for the whole test file:
 * started before its first test, stopped (and every temporary folder removed) after its last. The fields are
 * set once the file's tests run.
 */
export function nginxPerFile(env: NodeJS.ProcessEnv = {}): NginxPerFile {
  const running = {} as NginxPerFile;
  let upstream: Server | undefined;
  beforeAll(async () => {
    running.dist = makeDist();
    const started = await startUpstream();
    upstream = started.server;
    running.received = started.received;
    running.nginx = await startNginx(started.port, running.dist, env);
  });
  afterAll(async () => {
    if (running.nginx) await stopNginx(running.nginx);
    await new Promise((resolve) => upstream?.close(resolve));
    if (running.dist) rmSync(running.dist, { recursive: true, force: true });
    if (running.nginx) rmSync(running.nginx.tmp, { recursive: true, force: true });
  });
  return running;
}
