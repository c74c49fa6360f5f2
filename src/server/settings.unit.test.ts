import { describe, expect, it } from 'vitest';
import { describeDefaults, loadSettings, SettingsError } from './settings';

function errorOf(env: Record<string, string>): SettingsError {
  try {
    loadSettings(env);
  } catch (error) {
    if (error instanceof SettingsError) return error;
    throw error;
  }
  throw new Error('expected loadSettings to fail');
}

describe('loadSettings', () => {
  it('runs on the embedded defaults with nothing set', () => {
    const settings = loadSettings({});
    expect(settings.PORT).toBe(3000);
    expect(settings.publicUrl).toBe('http://localhost:3000');
    expect(settings.database).toEqual({ kind: 'pglite', dataDir: './data' });
    expect(settings.email).toEqual({ kind: 'outbox' });
    expect(settings.ADMIN_EMAILS).toEqual([]);
    expect(settings.COACH_MODEL).toBe('gpt-4o-mini');
  });

  it('switches each service on by its variable', () => {
    const settings = loadSettings({
      DATABASE_URL: 'postgres://localhost:5432/compound',
      SMTP_URL: 'smtp://mail.local:25',
      ADMIN_EMAILS: ' Ada@Example.com, bob@example.com ,',
      PUBLIC_URL: 'https://compound.example/',
    });
    expect(settings.database).toEqual({
      kind: 'postgres',
      url: 'postgres://localhost:5432/compound',
      pooler: 'none',
    });
    expect(settings.email).toEqual({ kind: 'smtp', url: 'smtp://mail.local:25' });
    expect(settings.ADMIN_EMAILS).toEqual(['ada@example.com', 'bob@example.com']);
    expect(settings.publicUrl).toBe('https://compound.example');
  });

  it('takes a pooler, a direct connection and a read replica beside DATABASE_URL', () => {
    const settings = loadSettings({
      DATABASE_URL: 'postgres://pgbouncer:6432/compound',
      DATABASE_POOLER: 'transaction',
      DATABASE_DIRECT_URL: 'postgres://primary:5432/compound',
      DATABASE_READ_URL: 'postgres://replica:5432/compound',
    });
    expect(settings.database).toEqual({
      kind: 'postgres',
      url: 'postgres://pgbouncer:6432/compound',
      pooler: 'transaction',
      directUrl: 'postgres://primary:5432/compound',
      readUrl: 'postgres://replica:5432/compound',
    });
    expect(errorOf({ DATABASE_URL: 'postgres://pgbouncer/db', DATABASE_POOLER: 'transaction' }).message).toBe(
      'Invalid setting DATABASE_DIRECT_URL: is required when DATABASE_POOLER=transaction: LISTEN/NOTIFY and the migrations need a direct connection to PostgreSQL',
    );
    expect(errorOf({ DATABASE_READ_URL: 'postgres://replica/db' }).message).toBe(
      'Invalid setting DATABASE_READ_URL: needs DATABASE_URL',
    );
    expect(errorOf({ DATABASE_URL: 'postgres://h/db', DATABASE_POOLER: 'session' }).variable).toBe(
      'DATABASE_POOLER',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadSettings({ DATABASE_URL: '', SMTP_URL: ' ' }).database.kind).toBe('pglite');
  });

  it('names the variable in one line when a value is wrong', () => {
    const port = errorOf({ PORT: 'eighty' });
    expect(port.variable).toBe('PORT');
    expect(port.message).toMatch(/^Invalid setting PORT: /);
    expect(port.message).not.toContain('\n');
    expect(errorOf({ DATABASE_URL: 'mysql://x' }).message).toBe(
      'Invalid setting DATABASE_URL: must start with postgres:// or postgresql://',
    );
    expect(errorOf({ BETTER_AUTH_SECRET: 'short' }).variable).toBe('BETTER_AUTH_SECRET');
    expect(errorOf({ OPERATOR_EMAIL: 'not-an-email' }).variable).toBe('OPERATOR_EMAIL');
  });

  it('requires a real secret in production and a Google secret with a Google client id', () => {
    expect(errorOf({ NODE_ENV: 'production' }).message).toBe(
      'Invalid setting BETTER_AUTH_SECRET: is required when NODE_ENV=production',
    );
    expect(errorOf({ GOOGLE_CLIENT_ID: 'id' }).variable).toBe('GOOGLE_CLIENT_SECRET');
  });

  it('asks for the webhook secret and the three price ids once Stripe is switched on', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x' };
    expect(errorOf(stripe).message).toBe(
      'Invalid setting STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set',
    );
    const complete = {
      ...stripe,
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_STARTER_MONTH: 'price_a',
      STRIPE_PRICE_ELITE_MONTH: 'price_b',
    };
    expect(errorOf(complete).variable).toBe('STRIPE_PRICE_LIFETIME');
    expect(loadSettings({ ...complete, STRIPE_PRICE_LIFETIME: 'price_c' }).STRIPE_PRICE_LIFETIME).toBe(
      'price_c',
    );
  });
});

describe('page-view forwarding settings', () => {
  it('asks for the kind with the URL, and for the project key to forward to PostHog', () => {
    expect(() => loadSettings({ PAGE_VIEWS_FORWARD_URL: 'https://plausible.io/api/event' })).toThrow(
      'Invalid setting PAGE_VIEWS_FORWARD_KIND: is required with PAGE_VIEWS_FORWARD_URL: plausible or posthog',
    );
    expect(() =>
      loadSettings({
        PAGE_VIEWS_FORWARD_URL: 'https://eu.i.posthog.com/i/v0/e/',
        PAGE_VIEWS_FORWARD_KIND: 'posthog',
      }),
    ).toThrow(/PAGE_VIEWS_FORWARD_KEY/);
    const settings = loadSettings({
      PAGE_VIEWS_FORWARD_URL: 'https://plausible.io/api/event',
      PAGE_VIEWS_FORWARD_KIND: 'plausible',
    });
    expect(settings).toMatchObject({ PAGE_VIEWS_FORWARD_KIND: 'plausible' });
  });
});

describe('describeDefaults', () => {
  it('says which embedded default stands in for each unset service', () => {
    const lines = describeDefaults(loadSettings({}));
    expect(lines.some((line) => line.startsWith('DATABASE_URL unset: embedded PGlite'))).toBe(true);
    expect(lines.some((line) => line.startsWith('SMTP_URL unset'))).toBe(true);
    expect(lines.some((line) => line.startsWith('OPENAI_API_KEY unset'))).toBe(true);
  });

  it('stays quiet about the services that are configured', () => {
    const lines = describeDefaults(
      loadSettings({ DATABASE_URL: 'postgres://h/db', SMTP_URL: 'smtp://h', OPENAI_API_KEY: 'k' }),
    );
    expect(lines.join('\n')).not.toMatch(/DATABASE_URL|SMTP_URL|OPENAI_API_KEY/);
  });
});
