import { type ChildProcess, spawn } from 'node:child_process';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..', '..');

export type RunningNginx = { origin: string; child: ChildProcess; output: () => string };

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * deploy/run-nginx.sh as ops would run it, on a free loopback port, over `dist` with /v1 → `upstream`.
 * Detached: the script and its nginx child get their own process group, so stopNginx can end both.
 * Resolves once nginx answers login.html; gives up after `timeoutMs`.
 */
export async function startNginx(upstream: string, dist: string, timeoutMs = 10_000): Promise<RunningNginx> {
  const port = await freePort();
  const child = spawn('bash', [path.join(ROOT, 'deploy/run-nginx.sh'), String(port), upstream, dist], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const running: RunningNginx = { origin: `http://127.0.0.1:${port}`, child, output: () => output };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`run-nginx.sh exited ${child.exitCode}: ${output}`);
    try {
      await fetch(`${running.origin}/login.html`, { signal: AbortSignal.timeout(1_000) });
      return running;
    } catch {
      await sleep(100);
    }
  }
  await stopNginx(running);
  throw new Error(`nginx did not answer on ${port} within ${timeoutMs} ms: ${output}`);
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** SIGTERM to the script's process group (the script then removes its temp prefix); SIGKILL after 5 s. */
export async function stopNginx({ child }: RunningNginx): Promise<void> {
  if (child.pid === undefined) return;
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  signalGroup(child.pid, 'SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)]);
  // The script waits for nginx before it exits; only a hung stop leaves anything to kill.
  if (!stopped) signalGroup(child.pid, 'SIGKILL');
}
