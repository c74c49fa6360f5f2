import cluster from 'node:cluster';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { createServer, resolveAuthSecret } from './create-server';
import { backgroundWritesSettled } from './db/background-writes';
import { DataDirLockedError } from './db/data-dir-lock';
import { publishOnlineBackup, startScheduledBackups, withOnlineBackup } from './db/online-backup';
import type { TStartedPgliteWorker } from './db/pglite-worker-start';
import { createLogger } from './lib/logger';
import { createRequestsInFlight } from './lib/requests-in-flight';
import { projectRoot } from './project-root';
import { startWeeklySummaryJob } from './services/accountability/weekly-summary';
import { startHabitStatsWarmUp } from './services/habits/warm-habit-stats';
import { startReminderScheduler } from './services/reminders/reminder-scheduler';
import { resolveVapidKeys } from './services/reminders/vapid-keys';
import { startWebhookWorker } from './services/webhooks/deliver-webhooks';
import { describeDefaults, loadSettings, SettingsError } from './settings';

// After the requests in flight, the background writes they started get this long before the database closes.
const shutdownQueryGraceMs = 800;

/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only, checked by the settings): this process forks that many servers
 * sharing the port, replaces one that dies, and passes SIGTERM and SIGINT on. Everything the servers
 * must agree on is in the database (sessions, limits, the webhook queue, realtime notices); the auth
 * secret, when it is generated, is written here first so every server reads the same one.
 */
function superviseServers(
  settings: ReturnType<typeof loadSettings>,
  logger: ReturnType<typeof createLogger>,
) {
  resolveAuthSecret(settings);
  resolveVapidKeys(settings);
  logger.info(`Starting ${settings.WEB_CONCURRENCY} server processes (WEB_CONCURRENCY)`);
  for (let index = 0; index < settings.WEB_CONCURRENCY; index++) cluster.fork();
  let stopping = false;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.warn(`Server process ${worker.process.pid} exited (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // Each server drains for up to SHUTDOWN_DRAIN_MS and then closes its database: wait a little longer.
    setTimeout(() => process.exit(1), settings.SHUTDOWN_DRAIN_MS + 6_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function main(earlyPglite: Promise<TStartedPgliteWorker> | undefined) {
  const settings = loadSettings(process.env);
  const logger = createLogger(settings.LOG_LEVEL);
  if (settings.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
    for (const line of describeDefaults(settings)) logger.info(line);
    superviseServers(settings, logger);
    return;
  }
  if (cluster.isPrimary) for (const line of describeDefaults(settings)) logger.info(line);

  const serveWebApp = process.env.SERVE_CLIENT !== 'false';
  const clientDir = join(projectRoot, 'dist/client');
  const { app, database, deps, pageRenderer } = await createServer(settings, {
    logger,
    clientDir: serveWebApp ? clientDir : undefined,
    earlyPglite,
  });

  // Outgoing webhooks (decision 0022): every process delivers from the shared queue; the hourly pruning
  // and the broken-streak sweep run in one process per period (job-leases.ts).
  const webhooks = startWebhookWorker({
    db: deps.db,
    mailer: deps.mailer,
    logger,
    allowPrivate: settings.WEBHOOKS_ALLOW_PRIVATE,
    publicUrl: settings.publicUrl,
  });

  // Accountability partners' weekly summaries: one process an hour runs the job (job-leases.ts), and a
  // row per user and week lets exactly one send each e-mail even if two runs overlap (weekly-summary.ts).
  const weeklySummaries = startWeeklySummaryJob({
    db: deps.db,
    mailer: deps.mailer,
    logger,
    publicUrl: settings.publicUrl,
  });

  // The new day's streaks and strength (decision 0051): one process a quarter-hour computes them for the users
  // whose day has turned, so the day's first streak question reads kept figures.
  const habitStatsWarmUp = startHabitStatsWarmUp({ db: deps.db, logger });

  // Habit reminders (decision 0027): every process runs the scheduler; a delivery row per reminder, day
  // and snooze lets one of them send each push.
  const reminders = startReminderScheduler({
    db: deps.db,
    logger,
    vapid: resolveVapidKeys(settings),
    allowPrivate: settings.PUSH_ALLOW_PRIVATE,
    tickMs: settings.REMINDER_TICK_MS,
  });

  // Backups while the server runs (decision 0035): `npm run backup` asks this process for PGlite's dump,
  // and BACKUP_DIR gets one every BACKUP_EVERY.
  const backups = startScheduledBackups(database, settings, logger);
  const backupToken = database.dump ? publishOnlineBackup(settings) : '';
  const requestsInFlight = createRequestsInFlight();
  const fetch = requestsInFlight.track(withOnlineBackup(app.fetch, database, backupToken));
  const server = serve({ fetch, port: settings.PORT, hostname: settings.HOST }, (info) => {
    // Since the process started (performance's time origin), module loading included.
    const ms = Math.round(performance.now());
    logger.info(
      `Compound is listening on ${settings.publicUrl} (port ${info.port}, ${database.kind}, ready in ${ms} ms)`,
    );
    pageRenderer?.load().catch((error) => logger.error('Loading the page renderer failed', error));
  });
  // Idle keep-alive connections stay open longer than clients and load balancers keep theirs (60 s is
  // common), so a client never reuses a connection at the moment the server closes it (ECONNRESET).
  // Stopping closes idle connections at once, so this does not slow a shutdown.
  const http = server as unknown as {
    keepAliveTimeout: number;
    headersTimeout: number;
    closeIdleConnections?: () => void;
    closeAllConnections?: () => void;
  };
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const drainMs = settings.SHUTDOWN_DRAIN_MS;
    logger.info(`${signal} received: finishing the requests in flight (up to ${drainMs} ms), then stopping`);
    // The forced exit comes only if the drain and the database's close both overrun their bounds.
    setTimeout(() => process.exit(1), drainMs + 5_000).unref();
    webhooks.stop();
    weeklySummaries.stop();
    habitStatsWarmUp.stop();
    reminders.stop();
    backups.stop();
    // No new connections; a request on a kept-alive one is answered 503 with Retry-After.
    requestsInFlight.drain();
    server.close();
    http.closeIdleConnections?.();
    // Open realtime streams never end by themselves: end them now, or the drain would wait its limit.
    const streamsClosed = deps.realtime
      .close()
      .catch((error) => logger.error('Closing the realtime streams failed', error));
    // Every request in flight finishes and its answer is written, so a committed write is never left
    // unanswered; connections that fall idle meanwhile are ended as they do.
    const idleSweep = setInterval(() => http.closeIdleConnections?.(), 100);
    await requestsInFlight.settled(drainMs);
    clearInterval(idleSweep);
    // The writes handlers left running (a webhook event, a notice) get a last bounded moment.
    await Promise.race([backgroundWritesSettled(deps.db), delay(shutdownQueryGraceMs)]);
    await streamsClosed;
    http.closeAllConnections?.();
    await database.close().catch((error) => logger.error('Closing the database failed', error));
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/** The server process after its entry (index.ts) has started the embedded database's worker. */
export function runServer(earlyPglite: Promise<TStartedPgliteWorker> | undefined): Promise<void> {
  return main(earlyPglite).catch((error) => {
    if (error instanceof SettingsError || error instanceof DataDirLockedError) {
      console.error(error.message);
    } else {
      console.error('Compound could not start:', error);
    }
    process.exit(1);
  });
}
