import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { planOffersQueryKey } from '../domain/http/server-rendered-queries';
import { createApp } from './app';
import { createAuth } from './auth/create-auth';
import { createSessionCache, keepSessionCacheCurrent } from './auth/session-cache';
import { createRevenueCat } from './billing/revenuecat-client';
import { createStripeBilling } from './billing/stripe-client';
import { sitePrerender } from './content/site-content';
import { type DatabaseHandle, openDatabase, type TDatabaseConfig } from './db/client';
import type { TStartedPgliteWorker } from './db/pglite-worker-start';
import { createMailer } from './email/mailer';
import type { AppDeps } from './http/app-env';
import { pageRendererOnFirstUse } from './http/page-renderer';
import { createRateLimits, rateLimitRules, scaleRateLimitRules } from './http/rate-limit';
import { serveClient } from './http/serve-client';
import { trackerSeedsReader } from './http/tracker-seeds';
import { createLogger, type Logger } from './lib/logger';
import { createRealtimeHub } from './realtime/realtime-hub';
import { readPlanOffers } from './services/billing/read-plan-offers';
import { loadDashboardPage } from './services/dashboards/dashboard-page-head';
import type { TSettings } from './settings';

export type TServerOptions = {
  /** Overrides the database of the settings (tests share one per worker). */
  database?: DatabaseHandle;
  /** The PGlite worker the process entry started before the settings loaded (index.ts). */
  earlyPglite?: Promise<TStartedPgliteWorker>;
  clientDir?: string;
  /** The server's renderer of public pages; the build's dist/ssr/render-page.js beside clientDir by default. */
  pageRendererPath?: string;
  logger?: Logger;
  rateLimitRules?: typeof rateLimitRules;
};

/** The auth secret: the configured one, or one generated once and kept in the data folder. */
export function resolveAuthSecret(settings: TSettings): string {
  if (settings.BETTER_AUTH_SECRET) return settings.BETTER_AUTH_SECRET;
  const dataDir = resolve(settings.DATA_DIR);
  const secretPath = join(dataDir, 'auth-secret');
  if (existsSync(secretPath)) return readFileSync(secretPath, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(secretPath, secret, { mode: 0o600 });
  return secret;
}

export function databaseConfig(settings: TSettings): TDatabaseConfig {
  return settings.database.kind === 'postgres'
    ? { ...settings.database, kind: 'postgres' }
    : { kind: 'pglite', dataDir: settings.database.dataDir, thread: settings.PGLITE_THREAD };
}

export async function createServer(settings: TSettings, options: TServerOptions = {}) {
  const logger = options.logger ?? createLogger(settings.LOG_LEVEL);
  const databaseOpened = options.database ?? openDatabase(databaseConfig(settings), options.earlyPglite);
  // React's server renderer of public pages loads once the server listens, off the way to its first
  // answer (decision 0046; before, it loaded while PGlite opened, decision 0035).
  const pageRenderer = options.clientDir
    ? pageRendererOnFirstUse(options.pageRendererPath ?? join(options.clientDir, '../ssr/render-page.js'))
    : undefined;
  const database = await databaseOpened;
  const mailer = createMailer(
    settings.email.kind === 'smtp'
      ? { kind: 'smtp', url: settings.email.url, from: settings.MAIL_FROM }
      : { kind: 'outbox', dir: join(resolve(settings.DATA_DIR), 'outbox'), from: settings.MAIL_FROM },
    logger,
  );
  const billing = await createStripeBilling(settings);
  const appStores = createRevenueCat(settings);
  const auth = createAuth({
    db: database.db,
    settings,
    secret: resolveAuthSecret(settings),
    mailer,
    logger,
    billing,
  });
  const sessionCache = createSessionCache();
  await keepSessionCacheCurrent(database, sessionCache, logger);
  const deps: AppDeps = {
    db: database.db,
    readDb: database.readDb,
    databaseKind: database.kind,
    settings,
    auth,
    sessionCache,
    mailer,
    logger,
    rateLimits: createRateLimits(
      database.db,
      scaleRateLimitRules(options.rateLimitRules ?? rateLimitRules, settings.RATE_LIMIT_MULTIPLIER),
    ),
    realtime: createRealtimeHub(database, logger),
    billing,
    appStores,
  };
  const { authCookies } = await auth.$context;
  const app = createApp(deps, {
    serveClient: options.clientDir
      ? serveClient(options.clientDir, {
          sessionCookie: authCookies.sessionToken.name,
          prerender: sitePrerender({ billing: billing !== null || appStores !== null }),
          publicUrl: settings.publicUrl,
          dynamicPage: (pathname) => loadDashboardPage(database.readDb, pathname, settings.publicUrl),
          renderPage: pageRenderer?.renderPage,
          // The plans on sale, as GET /api/subscription/plans answers the app's planOffersQuery.
          seeds: async () => [{ queryKey: planOffersQueryKey, data: await readPlanOffers(billing) }],
          // The app answers its own reads; `app` is assigned below, before any request can arrive.
          trackerSeeds: trackerSeedsReader((url, headers) => app.request(url.href, { headers })),
        })
      : undefined,
  });
  return { app, deps, database, pageRenderer };
}
