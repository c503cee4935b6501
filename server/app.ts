import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';

import { shanghaiParts } from '@/shared/time';

import { startBatchScheduler } from './batch/scheduler';
import { createPuzzlePool, type DrawPuzzle } from './captcha/pool';
import { calendarWarning, configureCalendar, type UnpublishedYears } from './core/calendar';
import { calendarLoaded, watchCalendarFile } from './core/calendar-reload';
import { createClock, type Clock } from './core/clock';
import type { Context } from './core/context';
import { createPasswordHasher, PRODUCTION_SCRYPT } from './core/crypto/passwords';
import { loadRsaKeys, type RsaPadding } from './core/crypto/rsa';
import { openDatabase } from './core/db/database';
import { migrate } from './core/db/migrate';
import { type BatchPace, loadEnvironment, type TrustProxy } from './core/environment';
import { testOnlyFault, type FaultStep } from './core/fault-seam';
import { installValidators } from './core/http/body-validator';
import { installErrorHandling } from './core/http/error-handler';
import { healthRoutes } from './core/http/health-routes';
import { logSerializers } from './core/http/log-redaction';
import { installOriginCheck } from './core/http/origin-check';
import { installOriginFormOnly } from './core/http/origin-form';
import { rateLimitOptions } from './core/http/rate-limit';
import { installRequestIdHeader, requestIdOf } from './core/http/request-id';
import { installResponseCheck } from './core/http/response-check';
import { installSecurityHeaders, installStaticSite } from './core/http/static-site';
import { installTextRule } from './core/http/text-rule';
import { createOffThread } from './core/off-thread/pool';
import { createPdfRenderer } from './core/pdf/renderer';
import { createVolatile } from './core/volatile';
import { devHooksEnabled } from './dev/gate';
import type { OffThreadJobs } from './off-thread-jobs';
import { refreshPredictedDates } from './order/calendar/refresh-dates';
import { releaseDeadReservations } from './order/common/store-idempotency';
import { registerRoutes } from './routes';
import { demoDataRefusal } from './seed/production';
import { seedDemoData } from './seed/seed';
import { outboxGateway } from './sms/gateway';

export interface AppOptions {
  dataDir: string;
  clock?: Clock;
  /** Default: on unless PORTAL_DEV_HOOKS=0; never with NODE_ENV=production or a compiled back office. */
  devHooks?: boolean;
  /** The built pages (dist/); not served when absent. */
  staticDir?: string;
  /** The agreement PDFs, served under /static-agreements/. */
  agreementsDir?: string;
  /**
   * Answers checked against their contract before they are serialised (a drift is a 500 naming it).
   * Default: on with the dev hooks (tests, local runs), off without them.
   */
  responseCheck?: boolean;
  /** Default: PORTAL_RSA_PADDING ('oaep' unless 'pkcs1'). */
  rsaPadding?: RsaPadding;
  /**
   * Test suites only: scrypt with N below production's 2^17, so that hundreds of logins stay fast. Refused
   * with NODE_ENV=production; npm start and the bench never pass it.
   */
  testOnlyScryptN?: number;
  /** Test suites only: wraps the slider's drawing on the worker thread (a test counts the pictures drawn). */
  testOnlyDrawPuzzle?: (draw: DrawPuzzle) => DrawPuzzle;
  /** Test suites only: called at each step of a flow, throws to fail it there (core/fault-seam.ts). */
  testOnlyFault?: (step: FaultStep) => void;
  /**
   * The exchange calendar file and the rule past its last published year. Default: PORTAL_CALENDAR_FILE
   * (else server/core/exchange-calendar.json) and PORTAL_CALENDAR_UNPUBLISHED (else `refuse` with
   * NODE_ENV=production, `provisional` for the local back office).
   */
  calendar?: { file?: string; unpublished?: UnpublishedYears };
  /** Whose X-Forwarded-For to believe (environment.ts: TRUST_PROXY); default nobody's. */
  trustProxy?: TrustProxy;
  /** Orders per chunk of the confirm batch and the pause between chunks; default PORTAL_BATCH_CHUNK and _PAUSE_MS. */
  batchPace?: BatchPace;
  /** false (default) or true (stdout), or a stream to capture the log in tests. */
  logger?: boolean | { stream: NodeJS.WritableStream; level?: string };
}

export type PortalApp = FastifyInstance & { portal: Context };

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function serverSecret(dataDir: string): Buffer {
  const file = path.join(dataDir, 'server-secret.key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}

function testOnlyScryptN(n: number | undefined): number | undefined {
  if (n === undefined) return undefined;
  if (process.env.NODE_ENV === 'production') throw new Error('testOnlyScryptN is refused in production');
  if (!Number.isInteger(Math.log2(n)) || n < 2 ** 10 || n >= PRODUCTION_SCRYPT.N) {
    throw new Error('testOnlyScryptN must be a power of two from 2^10 below 2^17');
  }
  return n;
}

/** Builds the back office on a data folder: database, migrations, demo seed (not in production), keys, routes. */
export async function buildApp(options: AppOptions): Promise<PortalApp> {
  const passwords = createPasswordHasher(testOnlyScryptN(options.testOnlyScryptN));
  const environment = await loadEnvironment();
  configureCalendar({
    file: options.calendar?.file ?? environment.calendarFile,
    unpublished: options.calendar?.unpublished ?? environment.unpublishedYears,
  });
  calendarLoaded();
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const db = await openDatabase(path.join(options.dataDir, 'portal.sqlite'));
  migrate(db);
  const padding = options.rsaPadding ?? (process.env.PORTAL_RSA_PADDING === 'pkcs1' ? 'pkcs1' : 'oaep');
  // One worker thread per core but one (at least one): the event loop keeps a core for the requests.
  const offThread = createOffThread<OffThreadJobs>(
    path.join(__dirname, 'off-thread-jobs.ts'),
    'OFF_THREAD_JOBS',
    Math.max(1, Math.min(2, availableParallelism() - 1)),
  );
  const drawPuzzle: DrawPuzzle = (input) => offThread.run('puzzle', input);
  const ctx: Context = {
    db,
    volatile: createVolatile(),
    clock: options.clock ?? createClock(),
    rsa: loadRsaKeys(options.dataDir, padding),
    passwords,
    secret: serverSecret(options.dataDir),
    sms: outboxGateway(db),
    puzzles: createPuzzlePool(options.testOnlyDrawPuzzle?.(drawPuzzle) ?? drawPuzzle),
    pdf: createPdfRenderer(offThread),
    dataDir: options.dataDir,
    devHooks: devHooksEnabled(options.devHooks),
    secureCookies: environment.secureCookies,
    testOnlyFault: testOnlyFault(options.testOnlyFault),
  };
  // Production seeds nothing and refuses a demo-seeded folder; a local run gets the demo investors.
  if (process.env.NODE_ENV !== 'production') await seedDemoData(ctx);
  else {
    const refusal = demoDataRefusal(ctx);
    if (refusal) {
      db.close();
      throw refusal;
    }
  }
  // Idempotency-Keys reserved by requests of a process that ended mid-way (their orders were never written).
  releaseDeadReservations(ctx);

  const app = Fastify({
    logger: options.logger
      ? { ...(options.logger === true ? {} : options.logger), serializers: logSerializers }
      : false,
    bodyLimit: 64 * 1024,
    genReqId: requestIdOf,
    trustProxy: options.trustProxy ?? false,
  });
  const warning = calendarWarning(shanghaiParts(ctx.clock.now()).date);
  if (warning) app.log.warn({ calendar: 'ending' }, warning);
  installRequestIdHeader(app);
  installErrorHandling(app);
  installOriginFormOnly(app);
  installSecurityHeaders(app);
  installOriginCheck(app);
  installTextRule(app);
  installValidators(app);
  // An empty JSON body is an empty object, so bodiless POSTs (check, logout) validate like the others.
  // JSON only (and multipart on the OCR route): a text/plain body is refused with 415 rather than parsed.
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    (body as string).length === 0 ? done(null, {}) : parseJson(request, body as string, done),
  );
  // No body at all (no content type either: `fetch(url, {method: 'POST'})`, `curl -X POST`) is an empty
  // object too, so a call that needs fields names the missing one (400) instead of failing inside a hook.
  app.addHook('preValidation', async (request) => {
    const type = String(request.headers['content-type'] ?? '').toLowerCase();
    if (request.body === undefined && BODY_METHODS.has(request.method) && !type.startsWith('multipart/')) {
      request.body = {};
    }
  });
  // No answer leaves before the writes it may reveal are on disk: one fsync serves every request that
  // committed meanwhile (group commit), so a crash never loses what an investor was told was done.
  app.addHook('onSend', async (request, reply, payload) => {
    await db.durable();
    return payload;
  });
  // Parsed on each request, set through core/http/cookies.ts (the portal's attributes).
  await app.register(fastifyCookie);
  if (options.responseCheck ?? ctx.devHooks) installResponseCheck(app);
  healthRoutes(app, ctx);
  // Per-address limits that routes name in config.rateLimit (core/http/rate-limit.ts: perAddress).
  await app.register(fastifyRateLimit, rateLimitOptions(ctx));
  await registerRoutes(app, ctx);
  await installStaticSite(app, options.staticDir, options.agreementsDir);
  // The batch (batch/steps.ts) runs beside the requests, never inside one (batch/scheduler.ts). The catch-up
  // due at start (the clock moved on while the back office was down) runs before it opens.
  const batch = startBatchScheduler(ctx, app.log, options.batchPace ?? environment.batchPace);
  await batch.settled();
  // A new year's notice saved into the calendar file is taken at once; the orders predicted on the old one
  // are dated again (order/calendar/refresh-dates.ts).
  const stopWatching = watchCalendarFile(app.log, (before) => {
    const changed = refreshPredictedDates(ctx, before.publishedThrough);
    app.log.info({ calendar: 'reloaded', orders: changed }, `在途订单日期已按新交易日历更新：${changed}笔`);
  });
  app.addHook('onClose', async () => {
    stopWatching();
    ctx.puzzles.stop();
    await batch.stop();
    await offThread.close();
    db.close();
  });
  app.decorate('portal', ctx);
  return app as unknown as PortalApp;
}
