/**
 * The local back office for the measuring scripts (lighthouse.mjs, inp.mjs): started apart on a free port with a
 * throwaway data folder, and the demo investor 张三 logged in through the API (slider and SMS through the dev
 * hooks, as the browser tests do). Plain Node, like its callers.
 */
import { execSync, spawn } from 'node:child_process';
import { constants, publicEncrypt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEMO = { account: '110101199003074514', phone: '13800000001', password: 'Abc12345' };

/** @returns {Promise<number>} a port nobody listens on now */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the local back office with the built site and waits until it answers. */
async function startBackOffice(port, dataDir) {
  // One process (no npx or tsx wrapper between), so that kill() ends the back office itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), PORTAL_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/login.html`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('the back office did not start');
}

/**
 * Builds the site for production (unless the script was given --no-build), then starts the back office on a
 * free port with a throwaway data folder named from `prefix`; answers the folder, the back office and its origin.
 */
export async function buildAndStartBackOffice(prefix) {
  if (!process.argv.includes('--no-build')) {
    execSync('npx webpack --mode production', {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: '--import tsx' },
    });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const port = await freePort();
  const backOffice = await startBackOffice(port, dataDir);
  return { dataDir, backOffice, origin: `http://127.0.0.1:${port}` };
}

/**
 * Ends a child and waits for it: Chromium still writes its profile while it exits, and removing the data
 * folder under it failed (ENOTEMPTY) before the report was written.
 */
export function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill();
  });
}

/** A tiny cookie-keeping client of the back office, for the API login. */
function apiClient(origin) {
  /** @type {Map<string, string>} */
  const jar = new Map();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  async function call(method, url, body) {
    const answer = await fetch(`${origin}${url}`, {
      method,
      headers: { cookie: cookie(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of answer.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return answer.json();
  }
  return { call, cookie };
}

/** Logs 张三 in as the browser tests' API login does; returns the Cookie header of the session. */
export async function signIn(origin) {
  const { call, cookie } = apiClient(origin);
  const data = async (method, url, body) => {
    const answer = await call(method, url, body);
    if (answer.state !== 200000) throw new Error(`${method} ${url}: ${answer.state} ${answer.message}`);
    return answer.data;
  };
  const { publicKey } = await data('GET', `/v1/auth/secret?t=${Date.now()}`);
  await data('GET', `/v1/auth/captcha?t=${Date.now()}`);
  const { id, code } = await call('GET', '/__dev/captcha/last');
  await new Promise((resolve) => setTimeout(resolve, 200)); // a slide as a person makes it
  const { token } = await data('POST', '/v1/auth/captcha', { id, code, slideMs: 150 });
  const password = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(DEMO.password, 'utf8'),
  ).toString('base64');
  const login = await data('POST', '/v1/auth/login', { account: DEMO.account, password, code: token });
  if (!login) {
    await data('POST', '/v1/auth/sms', { type: 'login' });
    const outbox = await call('GET', '/__dev/sms/outbox');
    const sms = outbox.find((entry) => entry.phone === DEMO.phone);
    await data('POST', '/v1/auth/sms/validate', { code: sms.code });
  }
  return cookie();
}

/** 'yyyyMMdd' at 10:00 Shanghai (02:00 UTC), in epoch milliseconds. */
const tenAmShanghai = (day) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)), 2);

/**
 * Signs 张三 in while the back office's clock stands in trading hours (09:30–14:30 Shanghai on a trading day),
 * moving it on to 10:00 of the next one first if it does not (POST /__dev/clock): the order page then runs its
 * whole chain of checks, as in the hours investors buy, whatever the time of the measurement. Returns the
 * session's Cookie header.
 */
export async function signInDuringTradingHours(origin) {
  const cookie = await signIn(origin);
  const answer = await fetch(`${origin}/v1/order/dateTimeStatus?t=${Date.now()}`, { headers: { cookie } });
  const status = (await answer.json()).data;
  const open = status.isTradeDay && status.time >= '093000' && status.time < '143000';
  if (open) return cookie;
  const early = status.isTradeDay && status.time < '093000';
  const target = tenAmShanghai(early ? status.date : status.nextTradeDate);
  const advanceSeconds = Math.round((target - status.timestamp) / 1000);
  const moved = await fetch(`${origin}/__dev/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceSeconds }),
  });
  if (!moved.ok) throw new Error(`POST /__dev/clock: ${moved.status}`);
  // The session ran out while the clock moved on: a fresh one, in trading hours.
  return signIn(origin);
}
