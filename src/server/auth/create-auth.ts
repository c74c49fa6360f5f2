import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import { buildPasswordResetEmail, buildVerificationEmail } from '../email/auth-emails';
import type { Mailer } from '../email/mailer';
import type { Logger } from '../lib/logger';
import type { TSettings } from '../settings';

export type TAuthDeps = {
  db: Database;
  settings: TSettings;
  secret: string;
  mailer: Mailer;
  logger: Logger;
};

/** Origins of the packaged apps: Capacitor serves iOS from capacitor://localhost and Android from https://localhost. */
export const nativeOrigins = ['capacitor://localhost', 'https://localhost', 'http://localhost'];

export function createAuth({ db, settings, secret, mailer, logger }: TAuthDeps) {
  const sendInBackground = (send: Promise<void>, what: string) => {
    // Never let a slow SMTP server hold the response, nor reveal through timing whether an account exists.
    send.catch((error) => logger.error(`Could not send ${what}`, error));
  };
  const google =
    settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: settings.GOOGLE_CLIENT_ID, clientSecret: settings.GOOGLE_CLIENT_SECRET } }
      : {};

  return betterAuth({
    appName: 'Compound',
    baseURL: settings.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [settings.publicUrl, ...settings.TRUSTED_ORIGINS, ...nativeOrigins],
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        sendInBackground(mailer.send(buildPasswordResetEmail(user.email, url)), 'the password reset e-mail');
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        sendInBackground(mailer.send(buildVerificationEmail(user.email, url)), 'the verification e-mail');
      },
    },
    socialProviders: google,
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'compound',
      useSecureCookies: settings.publicUrl.startsWith('https://'),
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await db.insert(schema.profiles).values({ id: user.id }).onConflictDoNothing();
            await db.insert(schema.userPreferences).values({ userId: user.id }).onConflictDoNothing();
          },
        },
      },
    },
    plugins: [bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type TSessionUser = Auth['$Infer']['Session']['user'];
