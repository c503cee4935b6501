import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';

import { type Driver, type Engine, pageScript } from './driver';
import { waitForHydration } from './hydration';

/**
 * WebKitGTK (Safari's engine) through its WebDriver: WebKitWebDriver starts the MiniBrowser under a virtual X
 * display (xvfb-run), one session at a time; each walk gets a new session, so no cookie or storage carries over.
 */
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function startWebKit(): Promise<Engine> {
  const port = await freePort();
  const driverProcess: ChildProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1600x1200x24', 'WebKitWebDriver', `--port=${port}`, '--host=127.0.0.1'],
    { stdio: 'ignore', detached: true, env: { ...process.env, TZ: 'Asia/Shanghai', LANG: 'zh_CN.UTF-8' } },
  );
  const call = webDriverClient(`http://127.0.0.1:${port}`);
  const end = Date.now() + 20_000;
  while (
    !(await call('GET', '/status').then(
      () => true,
      () => false,
    ))
  ) {
    if (Date.now() > end) throw new Error('WebKitWebDriver did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    name: 'webkit',
    // The MiniBrowser's window is never narrower than its toolbar: 447 px, still the portal's phone layout.
    phoneWidth: 447,
    async session(width, height) {
      const { sessionId } = await call<{ sessionId: string }>('POST', '/session', {
        capabilities: {
          alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } },
        },
      });
      const at = (path: string) => `/session/${sessionId}${path}`;
      await call('POST', at('/window/rect'), { width, height });
      return webKitDriver((method, path, body) => call(method, at(path), body));
    },
    async stop() {
      if (driverProcess.pid) process.kill(-driverProcess.pid, 'SIGTERM');
    },
  };
}

type Call = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;

function webDriverClient(origin: string): Call {
  return async <T>(method: string, path: string, body?: unknown) => {
    const answer = await fetch(origin + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000), // a hung MiniBrowser fails the step instead of the whole stage
    });
    const { value } = (await answer.json()) as { value: T & { error?: string; message?: string } };
    if (!answer.ok) throw new Error(`WebDriver ${method} ${path}: ${value.error} ${value.message}`);
    return value;
  };
}

function webKitDriver(call: Call): Driver {
  const run = <T>(body: string, args: unknown[] = []) =>
    call<T>('POST', '/execute/sync', { script: `return ${pageScript(body, args)};`, args: [] });
  const pointer = async (steps: object[]) => {
    await call('POST', '/actions', {
      actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: steps }],
    });
    await call('DELETE', '/actions');
  };
  const press = async (text: string) => {
    const keys = [...text].flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
    await call('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions: keys }] });
    await call('DELETE', '/actions');
  };
  const click = async (selector: string) => {
    const { x, y } = await onScreen(run, selector);
    await pointer([
      { type: 'pointerMove', duration: 0, origin: 'viewport', x, y },
      { type: 'pointerDown', button: 0 },
      { type: 'pointerUp', button: 0 },
    ]);
  };
  return {
    async open(url) {
      await call('POST', '/url', { url });
      await waitForHydration(run);
    },
    run,
    click,
    async type(selector, text) {
      await click(selector);
      await press(text);
    },
    async drag(selector, dx) {
      const { x, y } = await onScreen(run, selector);
      const moves = Array.from({ length: 12 }, (_, i) => ({
        type: 'pointerMove',
        duration: 15,
        origin: 'viewport',
        x: Math.round(x + (dx * (i + 1)) / 12),
        y,
      }));
      await pointer([
        { type: 'pointerMove', duration: 0, origin: 'viewport', x, y },
        { type: 'pointerDown', button: 0 },
        ...moves,
        { type: 'pointerUp', button: 0 },
      ]);
    },
    async screenshot(file) {
      await writeFile(file, Buffer.from(await call<string>('GET', '/screenshot'), 'base64'));
    },
    async close() {
      await call('DELETE', '');
    },
  };
}

/**
 * The window point where a press lands on the element: its centre, scrolled into view. WebKit keeps CSS `zoom`
 * (长辈模式 zooms the body) out of getBoundingClientRect (the page's position unzoomed, less the scroll),
 * while hit-testing, pointer events and WebDriver's actions use the zoomed page: the centre is then
 * (rectangle + scroll) × zoom − scroll. So WebKitWebDriver's
 * own element click, which trusts the rectangle, finds the element "not interactable"; a person's tap does not.
 */
async function onScreen(
  run: <T>(body: string, args?: unknown[]) => Promise<T>,
  selector: string,
): Promise<{ x: number; y: number }> {
  const point = await run<{ x: number; y: number } | null>(
    `var el = document.querySelector(args[0]);
     el.scrollIntoView({ block: 'center', inline: 'center' });
     var box = el.getBoundingClientRect(), x = box.left + box.width / 2, y = box.top + box.height / 2;
     var zoom = parseFloat(getComputedStyle(document.body).zoom) || 1;
     var points = [[x, y], [(x + scrollX) * zoom - scrollX, (y + scrollY) * zoom - scrollY]];
     var lands = function (hit) {
       if (!hit) return false;
       if (el === hit || el.contains(hit)) return true;
       // a box's drawn square, in its label (not the label's links)
       return Array.prototype.some.call(el.labels || [], function (label) { return label.contains(hit) && !hit.closest('a'); });
     };
     for (var i = 0; i < points.length; i++) {
       if (lands(document.elementFromPoint(points[i][0], points[i][1])))
         return { x: Math.round(points[i][0]), y: Math.round(points[i][1]) };
     }
     return null;`,
    [selector],
  );
  if (!point) throw new Error(`${selector} is covered or off screen: a press would land elsewhere`);
  return point;
}
