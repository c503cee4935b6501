/**
 * The site as investors get it, for the measuring scripts: deploy/run-nginx.sh with TLS=self-signed (HTTPS and
 * HTTP/2, as production's `listen 443 ssl http2`) on a free loopback port, over dist/, with /v1 passed on to the
 * local back office. Chromium must be started with --ignore-certificate-errors (the certificate is throwaway).
 * Plain Node, like its callers.
 */
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { freePort, stop } from './back-office.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');

const accepts = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Starts nginx in front of `upstream` (the back office's origin); answers its https origin and the child. */
export async function startNginxHttps(upstream) {
  const port = await freePort();
  const child = spawn('bash', [path.join(ROOT, 'deploy/run-nginx.sh'), String(port), upstream], {
    cwd: ROOT,
    env: { ...process.env, TLS: 'self-signed' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`deploy/run-nginx.sh exited ${child.exitCode}`);
    if (await accepts(port)) return { origin: `https://127.0.0.1:${port}`, nginx: child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop(child);
  throw new Error('nginx did not start');
}
