import type { Auth, TSessionUser } from '../auth/create-auth';
import type { SessionCache } from '../auth/session-cache';
import type { TRevenueCat } from '../billing/revenuecat-client';
import type { TStripeBilling } from '../billing/stripe-client';
import type { Database } from '../db/client';
import type { Mailer } from '../email/mailer';
import type { Logger } from '../lib/logger';
import type { RealtimeHub } from '../realtime/realtime-hub';
import type { TSettings } from '../settings';
import type { RateLimits } from './rate-limit';

/** What every route factory receives: the process's services, built once in createApp. */
export type AppDeps = {
  db: Database;
  /** The read replica (DATABASE_READ_URL), else `db`; routes take c.get('readDb'), which honours read-your-writes. */
  readDb: Database;
  databaseKind: 'pglite' | 'postgres';
  settings: TSettings;
  auth: Auth;
  /** The sessions this process read recently, dropped on the database's notices (session-cache.ts). */
  sessionCache: SessionCache;
  mailer: Mailer;
  logger: Logger;
  rateLimits: RateLimits;
  realtime: RealtimeHub;
  /** Stripe, when billing is on (STRIPE_SECRET_KEY); null on the embedded default. */
  billing: TStripeBilling | null;
  /** RevenueCat (App Store and Google Play purchases), when REVENUECAT_API_KEY is set; else null. */
  appStores: TRevenueCat | null;
};

export type AppEnv = {
  Variables: {
    user: TSessionUser | null;
    /** Set when the caller is a personal API token rather than a session (api-token-auth.ts). */
    apiToken?: { id: string; scope: 'read' | 'write' };
    /** Where this request's lag-tolerant reads go: the replica, or the primary right after a write (read-your-writes.ts). */
    readDb: Database;
  };
};
