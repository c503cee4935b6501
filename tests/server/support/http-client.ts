import http from 'node:http';

export interface HttpAnswer<T = unknown> {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json: T;
}

export interface Envelope<T = unknown> {
  state: number;
  data: T;
  message: string;
}

/**
 * A tiny browser stand-in over real HTTP: keeps cookies like a browser would (per client), can send from
 * another loopback address (127.0.0.x) to prove limits follow the account and not the address.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();
  /** Sent as User-Agent when set (the security centre names the device and browser from it). */
  userAgent?: string;

  constructor(
    readonly baseUrl: string,
    readonly localAddress?: string,
  ) {}

  request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    const url = new URL(path, this.baseUrl);
    const payload =
      body === undefined
        ? undefined
        : Buffer.isBuffer(body)
          ? body
          : Buffer.from(JSON.stringify(body), 'utf8');
    const allHeaders: Record<string, string> = { ...headers };
    if (this.userAgent && !allHeaders['user-agent']) allHeaders['user-agent'] = this.userAgent;
    if (payload && !allHeaders['content-type']) allHeaders['content-type'] = 'application/json';
    if (payload) allHeaders['content-length'] = String(payload.length);
    if (this.cookies.size) allHeaders.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return new Promise((resolve, reject) => {
      const req = http.request(
        url,
        { method, headers: allHeaders, localAddress: this.localAddress, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            this.keepCookies(res.headers['set-cookie'] ?? []);
            const bodyBytes = Buffer.concat(chunks);
            let json: unknown = undefined;
            if (String(res.headers['content-type'] ?? '').includes('json'))
              json = JSON.parse(bodyBytes.toString());
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bodyBytes, json });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
    return (await this.request(method, path, body)).json as Envelope<T>;
  }

  get<T = unknown>(path: string): Promise<Envelope<T>> {
    return this.call<T>('GET', path);
  }

  post<T = unknown>(path: string, body?: unknown): Promise<Envelope<T>> {
    return this.call<T>('POST', path, body ?? {});
  }

  put<T = unknown>(path: string, body?: unknown): Promise<Envelope<T>> {
    return this.call<T>('PUT', path, body ?? {});
  }

  private keepCookies(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const expired = attributes.some(
        (a) =>
          /max-age=0/i.test(a.trim()) ||
          (/^expires=/i.test(a.trim()) && Date.parse(a.split('=')[1]) < Date.now()),
      );
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), rest.join('='));
    }
  }
}
