import type { Auth, TSessionUser } from '../auth/create-auth';
import type { Database } from '../db/client';
import type { Mailer } from '../email/mailer';
import type { Logger } from '../lib/logger';
import type { RealtimeHub } from '../realtime/realtime-hub';
import type { TSettings } from '../settings';
import type { RateLimits } from './rate-limit';

/** What every route factory receives: the process's services, built once in createApp. */
export type AppDeps = {
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  settings: TSettings;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  rateLimits: RateLimits;
  realtime: RealtimeHub;
};

export type AppEnv = {
  Variables: {
    user: TSessionUser | null;
  };
};
