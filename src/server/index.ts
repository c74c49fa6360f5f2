import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { createServer } from './create-server';
import { DataDirLockedError } from './db/data-dir-lock';
import { createLogger } from './lib/logger';
import { projectRoot } from './project-root';
import { startWebhookWorker } from './services/webhooks/deliver-webhooks';
import { describeDefaults, loadSettings, SettingsError } from './settings';

const startedAt = performance.now();

async function main() {
  const settings = loadSettings(process.env);
  const logger = createLogger(settings.LOG_LEVEL);
  for (const line of describeDefaults(settings)) logger.info(line);

  const serveWebApp = process.env.SERVE_CLIENT !== 'false';
  const clientDir = join(projectRoot, 'dist/client');
  const { app, database, deps } = await createServer(settings, {
    logger,
    clientDir: serveWebApp ? clientDir : undefined,
  });

  // Outgoing webhooks (decision 0022): every process delivers from the shared queue.
  const webhooks = startWebhookWorker({
    db: deps.db,
    mailer: deps.mailer,
    logger,
    allowPrivate: settings.WEBHOOKS_ALLOW_PRIVATE,
    publicUrl: settings.publicUrl,
  });

  const server = serve({ fetch: app.fetch, port: settings.PORT, hostname: settings.HOST }, (info) => {
    const ms = Math.round(performance.now() - startedAt);
    logger.info(
      `Compound is listening on ${settings.publicUrl} (port ${info.port}, ${database.kind}, ready in ${ms} ms)`,
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    webhooks.stop();
    // Open realtime streams never end by themselves: end them now, or close would wait for the forced exit.
    deps.realtime.close().catch((error) => logger.error('Closing the realtime streams failed', error));
    server.close(() => {
      database.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  if (error instanceof SettingsError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Compound could not start:', error);
  }
  process.exit(1);
});
