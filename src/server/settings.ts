import { isIP } from 'node:net';
import { z } from 'zod';
import { defaultDataDir, defaultPgliteThread, defaultWebConcurrency } from './db/embedded-defaults';

/**
 * Every setting the server reads, validated once at start-up. A required value that is
 * missing or malformed stops the server with one line naming the variable.
 */
const ZOptionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const ZOptionalUrl = ZOptionalString.pipe(z.url().optional());

const ZOptionalPostgresUrl = ZOptionalString.pipe(
  z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
);

const ZSettings = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Server processes sharing the port (node:cluster): one per core on PostgreSQL; PGlite allows one. */
  WEB_CONCURRENCY: z.coerce
    .number()
    .int('must be a whole number')
    .min(1)
    .max(64)
    .default(defaultWebConcurrency),
  PUBLIC_URL: ZOptionalUrl,
  DATA_DIR: z.string().min(1).default(defaultDataDir),
  /** Where the embedded database runs: its own thread (the default) or the server's (decision 0029). */
  PGLITE_THREAD: z.enum(['worker', 'main']).default(defaultPgliteThread),
  DATABASE_URL: ZOptionalPostgresUrl,
  /**
   * A connection pooler between the servers and PostgreSQL: 'transaction' (PgBouncer's
   * pool_mode=transaction) turns off prepared statements and needs DATABASE_DIRECT_URL (decision 0036).
   */
  DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
  /** PostgreSQL itself, not the pooler: LISTEN/NOTIFY and the migrations' lock need a session of their own. */
  DATABASE_DIRECT_URL: ZOptionalPostgresUrl,
  /** A streaming replica for the reads that tolerate a second of lag (analytics, export, dashboards). */
  DATABASE_READ_URL: ZOptionalPostgresUrl,
  BETTER_AUTH_SECRET: ZOptionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  SMTP_URL: ZOptionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Compound <no-reply@compound.local>'),
  OPERATOR_EMAIL: ZOptionalString.pipe(z.email().optional()),
  GOOGLE_CLIENT_ID: ZOptionalString,
  GOOGLE_CLIENT_SECRET: ZOptionalString,
  /** The iOS OAuth client of the same Google project: the iOS app's ID tokens are issued to it. */
  GOOGLE_IOS_CLIENT_ID: ZOptionalString,
  OPENAI_API_KEY: ZOptionalString,
  OPENAI_BASE_URL: ZOptionalUrl,
  COACH_MODEL: z.string().default('gpt-4o-mini'),
  /** Spec 9: the streaming inactivity timeout; tests set it small. */
  COACH_STREAM_TIMEOUT_MS: z.coerce.number().int().min(10).max(600_000).default(30_000),
  STRIPE_SECRET_KEY: ZOptionalString,
  STRIPE_WEBHOOK_SECRET: ZOptionalString,
  /** Stripe price ids of the three plans (spec 1); required once STRIPE_SECRET_KEY is set. */
  STRIPE_PRICE_STARTER_MONTH: ZOptionalString,
  STRIPE_PRICE_ELITE_MONTH: ZOptionalString,
  STRIPE_PRICE_LIFETIME: ZOptionalString,
  /** Where the Stripe SDK sends its calls; only for a local stand-in in tests (default: Stripe's API). */
  STRIPE_API_URL: ZOptionalUrl,
  /** RevenueCat's secret API key (sk_…): turns on the iOS and Android purchases (decision 0017). */
  REVENUECAT_API_KEY: ZOptionalString,
  /** The Authorization header value RevenueCat sends with each webhook; required with the key. */
  REVENUECAT_WEBHOOK_AUTH: ZOptionalString,
  /** Where RevenueCat's REST API is; only for a local stand-in in tests (default: RevenueCat's API). */
  REVENUECAT_API_URL: ZOptionalUrl,
  /** RevenueCat's public SDK keys (appl_…, goog_…), handed to the apps to configure the SDK. */
  REVENUECAT_IOS_PUBLIC_KEY: ZOptionalString,
  REVENUECAT_ANDROID_PUBLIC_KEY: ZOptionalString,
  /** The store product ids of the three plans (spec 1), as set up in App Store Connect and Google Play. */
  IOS_PRODUCT_STARTER_MONTH: ZOptionalString,
  IOS_PRODUCT_ELITE_MONTH: ZOptionalString,
  IOS_PRODUCT_LIFETIME: ZOptionalString,
  ANDROID_PRODUCT_STARTER_MONTH: ZOptionalString,
  ANDROID_PRODUCT_ELITE_MONTH: ZOptionalString,
  ANDROID_PRODUCT_LIFETIME: ZOptionalString,
  /**
   * The operator's own proxies in front (decisions 0026, 0035): true is one, false none, a number that
   * many; or their addresses and CIDR ranges, comma-separated, so only a request that really came
   * through one of them has its X-Forwarded-For read.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, context): number | string[] => {
      if (value === 'true') return 1;
      if (value === 'false' || value === '') return 0;
      if (/^\d+$/.test(value)) return Number(value);
      const proxies = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (proxies.every(isProxyAddress)) return proxies;
      context.addIssue({
        code: 'custom',
        message:
          'must be true, false, a number of proxies (0 to 10) or their addresses, such as 10.0.0.5,10.1.0.0/16',
      });
      return 0;
    })
    .refine((value) => typeof value !== 'number' || value <= 10, 'must be a number of proxies from 0 to 10'),
  /** Trust the iOS and Android apps' web-view origins (capacitor://localhost, https://localhost). */
  NATIVE_APPS: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** The apps' id (Android package, iOS bundle id) for the /.well-known app link files. */
  NATIVE_APP_ID: z.string().trim().default('app.compound.tracker'),
  /** SHA-256 fingerprints of the Android signing certificates, comma-separated (Android App Links). */
  ANDROID_CERT_SHA256: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((fingerprint) => fingerprint.trim())
        .filter(Boolean),
    ),
  /** The Apple developer team id (iOS universal links). */
  IOS_TEAM_ID: ZOptionalString,
  /** Let webhooks reach private, loopback and link-local addresses (a home server on the same network). */
  WEBHOOKS_ALLOW_PRIVATE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** Web Push keys for reminders (decision 0027); generated once into DATA_DIR when not set. */
  VAPID_PUBLIC_KEY: ZOptionalString,
  VAPID_PRIVATE_KEY: ZOptionalString,
  /** Who the push services may contact about this server's pushes: mailto: or https: (default: PUBLIC_URL). */
  VAPID_SUBJECT: ZOptionalString.pipe(
    z
      .string()
      .regex(/^(mailto:|https?:\/\/)/, 'must start with mailto: or https://')
      .optional(),
  ),
  /** How often the reminder scheduler looks for due reminders (ms); tests set it small. */
  REMINDER_TICK_MS: z.coerce.number().int().min(50).max(300_000).default(20_000),
  /** Let push subscriptions point at plain http or local addresses (tests with a local push service only). */
  PUSH_ALLOW_PRIVATE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** Page views (decision 0038) are also sent here when set: a Plausible or PostHog event endpoint. */
  PAGE_VIEWS_FORWARD_URL: ZOptionalUrl,
  PAGE_VIEWS_FORWARD_KIND: z.enum(['plausible', 'posthog', '']).default(''),
  /** PostHog's project API key (phc_…); Plausible needs none. */
  PAGE_VIEWS_FORWARD_KEY: ZOptionalString,
  /** Scheduled backups (docs/backups.md): the folder they go to; unset, none are taken. */
  BACKUP_DIR: ZOptionalString,
  /** How often: minutes, hours or days, such as 30m, 24h or 7d. */
  BACKUP_EVERY: z
    .string()
    .trim()
    .default('24h')
    .transform((value, context) => {
      const ms = parseBackupPeriod(value);
      if (ms === null)
        context.addIssue({
          code: 'custom',
          message: 'must be minutes, hours or days, such as 30m, 24h or 7d',
        });
      return ms ?? 0;
    }),
  /** How many scheduled backups are kept; older ones are deleted. */
  BACKUP_KEEP: z.coerce.number().int('must be a whole number').min(1).max(1000).default(7),
  /** On SIGTERM, how long requests in flight get to finish before their connections are ended (ms). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(1000).default(1),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

/** An IPv4 or IPv6 address, or a CIDR range of either. */
function isProxyAddress(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** "30m", "24h", "7d" as milliseconds (at least 5 minutes), or null when it does not read. */
export function parseBackupPeriod(value: string): number | null {
  const match = /^(\d{1,5})\s*([mhd])$/i.exec(value.trim());
  if (!match) return null;
  const unitMs = { m: 60_000, h: 3_600_000, d: 86_400_000 }[
    (match[2] ?? 'h').toLowerCase() as 'm' | 'h' | 'd'
  ];
  const ms = Number(match[1]) * unitMs;
  return ms >= 5 * 60_000 ? ms : null;
}

type TRawSettings = z.infer<typeof ZSettings>;

export type TSettings = TRawSettings & {
  publicUrl: string;
  database:
    | { kind: 'pglite'; dataDir: string }
    | {
        kind: 'postgres';
        url: string;
        directUrl?: string;
        readUrl?: string;
        pooler: 'none' | 'transaction';
      };
  email: { kind: 'smtp'; url: string } | { kind: 'outbox' };
};

export class SettingsError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid setting ${variable}: ${detail}`);
    this.name = 'SettingsError';
  }
}

export function loadSettings(env: Record<string, string | undefined>): TSettings {
  const parsed = ZSettings.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'unknown');
    const provided = env[variable];
    throw new SettingsError(
      variable,
      provided === undefined || provided === '' ? `is required (${issue?.message})` : `${issue?.message}`,
    );
  }
  const raw = parsed.data;
  if (raw.WEB_CONCURRENCY > 1 && !raw.DATABASE_URL) {
    throw new SettingsError(
      'WEB_CONCURRENCY',
      'needs DATABASE_URL: the embedded database (PGlite) is opened by one server process only; set DATABASE_URL to a PostgreSQL database to run several',
    );
  }
  checkDatabaseTopology(raw);
  if (raw.NODE_ENV === 'production' && !raw.BETTER_AUTH_SECRET) {
    throw new SettingsError('BETTER_AUTH_SECRET', 'is required when NODE_ENV=production');
  }
  if (raw.STRIPE_SECRET_KEY) {
    for (const variable of [
      'STRIPE_WEBHOOK_SECRET',
      'STRIPE_PRICE_STARTER_MONTH',
      'STRIPE_PRICE_ELITE_MONTH',
      'STRIPE_PRICE_LIFETIME',
    ] as const) {
      if (!raw[variable]) throw new SettingsError(variable, 'is required when STRIPE_SECRET_KEY is set');
    }
  }
  if (raw.REVENUECAT_API_KEY && !raw.REVENUECAT_WEBHOOK_AUTH) {
    throw new SettingsError('REVENUECAT_WEBHOOK_AUTH', 'is required when REVENUECAT_API_KEY is set');
  }
  if (raw.PAGE_VIEWS_FORWARD_URL && !raw.PAGE_VIEWS_FORWARD_KIND) {
    throw new SettingsError(
      'PAGE_VIEWS_FORWARD_KIND',
      'is required with PAGE_VIEWS_FORWARD_URL: plausible or posthog',
    );
  }
  if (
    raw.PAGE_VIEWS_FORWARD_KIND === 'posthog' &&
    raw.PAGE_VIEWS_FORWARD_URL &&
    !raw.PAGE_VIEWS_FORWARD_KEY
  ) {
    throw new SettingsError(
      'PAGE_VIEWS_FORWARD_KEY',
      'is required to forward page views to PostHog (its project API key)',
    );
  }
  if (Boolean(raw.VAPID_PUBLIC_KEY) !== Boolean(raw.VAPID_PRIVATE_KEY)) {
    throw new SettingsError(
      raw.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY',
      'is required with the other VAPID key (or leave both unset to generate them)',
    );
  }
  if (raw.GOOGLE_CLIENT_ID && !raw.GOOGLE_CLIENT_SECRET) {
    throw new SettingsError('GOOGLE_CLIENT_SECRET', 'is required when GOOGLE_CLIENT_ID is set');
  }
  return {
    ...raw,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    database: raw.DATABASE_URL
      ? {
          kind: 'postgres',
          url: raw.DATABASE_URL,
          directUrl: raw.DATABASE_DIRECT_URL,
          readUrl: raw.DATABASE_READ_URL,
          pooler: raw.DATABASE_POOLER,
        }
      : { kind: 'pglite', dataDir: raw.DATA_DIR },
    email: raw.SMTP_URL ? { kind: 'smtp', url: raw.SMTP_URL } : { kind: 'outbox' },
  };
}

/** The pooler, the direct connection and the replica are PostgreSQL's companions, never PGlite's. */
function checkDatabaseTopology(raw: TRawSettings) {
  for (const variable of ['DATABASE_DIRECT_URL', 'DATABASE_READ_URL'] as const) {
    if (raw[variable] && !raw.DATABASE_URL) throw new SettingsError(variable, 'needs DATABASE_URL');
  }
  if (raw.DATABASE_POOLER === 'transaction' && !raw.DATABASE_DIRECT_URL) {
    throw new SettingsError(
      'DATABASE_DIRECT_URL',
      'is required when DATABASE_POOLER=transaction: LISTEN/NOTIFY and the migrations need a direct connection to PostgreSQL',
    );
  }
}

/** One line per optional service, saying which embedded default stands in for it. */
export function describeDefaults(settings: TSettings): string[] {
  const lines: string[] = [];
  if (settings.database.kind === 'pglite') {
    lines.push(`DATABASE_URL unset: embedded PGlite database in ${settings.database.dataDir}`);
  }
  if (settings.email.kind === 'outbox') {
    lines.push(`SMTP_URL unset: e-mail is printed to this log and kept in ${settings.DATA_DIR}/outbox`);
  }
  if (!settings.BETTER_AUTH_SECRET) {
    lines.push(`BETTER_AUTH_SECRET unset: a generated secret is kept in ${settings.DATA_DIR}/auth-secret`);
  }
  if (!settings.VAPID_PUBLIC_KEY) {
    lines.push(
      `VAPID_PUBLIC_KEY unset: generated Web Push keys are kept in ${settings.DATA_DIR}/vapid-keys.json`,
    );
  }
  if (!settings.OPENAI_API_KEY) lines.push('OPENAI_API_KEY unset: the built-in offline coach answers');
  if (!settings.STRIPE_SECRET_KEY && !settings.REVENUECAT_API_KEY) {
    lines.push(
      'STRIPE_SECRET_KEY and REVENUECAT_API_KEY unset: billing is off and every account is unlocked',
    );
  }
  if (!settings.GOOGLE_CLIENT_ID) lines.push('GOOGLE_CLIENT_ID unset: Google sign-in is hidden');
  if (settings.ADMIN_EMAILS.length === 0) lines.push('ADMIN_EMAILS unset: no account is an admin');
  return lines;
}
