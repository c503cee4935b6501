import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it: what the browser really sent. */
export interface ReceivedRequest {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
  /** Wait this long before answering (the timeout test). */
  delayMs?: number;
}

type Handler = (request: ReceivedRequest) => Reply;

/**
 * A real HTTP server on loopback (port 0) for the API tests. Each test sets the answer of a route with
 * `on(method, path, reply)`; every request is recorded. Unknown routes answer 404 with an envelope.
 */
export class TestServer {
  readonly requests: ReceivedRequest[] = [];
  private readonly routes = new Map<string, Handler>();
  private readonly server = http.createServer((req, res) => this.handle(req, res));
  private readonly timers = new Set<NodeJS.Timeout>();

  get baseUrl(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  on(method: string, path: string, reply: Reply | Handler): void {
    this.routes.set(`${method} ${path}`, typeof reply === 'function' ? reply : () => reply);
  }

  /** The JSON bodies received at this path, in order. */
  bodiesTo(path: string): unknown[] {
    return this.requests.filter((r) => r.path === path).map((r) => JSON.parse(r.body.toString()) as unknown);
  }

  reset(): void {
    this.routes.clear();
    this.requests.length = 0;
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const received: ReceivedRequest = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      this.requests.push(received);
      const handler = this.routes.get(`${received.method} ${received.path}`);
      const reply = handler
        ? handler(received)
        : { status: 404, body: { state: 400000, data: null, message: '接口不存在' } };
      const send = () => {
        const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? null);
        const type = typeof reply.body === 'string' ? 'text/plain; charset=utf-8' : 'application/json';
        res.writeHead(reply.status ?? 200, { 'content-type': type, ...reply.headers });
        res.end(reply.body === undefined ? '' : body);
      };
      if (!reply.delayMs) return send();
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        if (!res.destroyed) send();
      }, reply.delayMs);
      this.timers.add(timer);
    });
  }
}

/** A proxy's 502 page in place of the back office's answer: HTML, no envelope. */
export const BAD_GATEWAY: Reply = {
  status: 502,
  headers: { 'content-type': 'text/html' },
  body: '<html>502 Bad Gateway</html>',
};

export function envelope<T>(data: T, state = 200000, message = 'success') {
  return { state, data, message };
}
