import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { TStripeBilling } from '../billing/stripe-client';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import {
  buildChangeEmailVerificationEmail,
  buildPasswordResetEmail,
  buildVerificationEmail,
} from '../email/auth-emails';
import type { Mailer } from '../email/mailer';
import type { Logger } from '../lib/logger';
import { cancelStripeSubscriptions } from '../services/billing/cancel-stripe-subscriptions';
import type { TSettings } from '../settings';
import { releaseContextsBetweenCalls } from './release-auth-contexts';

export type TAuthDeps = {
  db: Database;
  settings: TSettings;
  secret: string;
  mailer: Mailer;
  logger: Logger;
  /** With billing on, a deleted account's Stripe subscriptions are cancelled first. */
  billing?: TStripeBilling | null;
};

/** Shown by the settings page as it is. */
const passwordRequiredMessage = 'Enter your password to delete your account.';

/** Origins of the packaged apps: Capacitor serves iOS from capacitor://localhost and Android from https://localhost. */
/**
 * The origins the native apps' web views send: Capacitor's capacitor://localhost (iOS) and
 * https://localhost (Android). Trusted only in development and when NATIVE_APPS is on, so a deployment
 * without the apps trusts no page served from a visitor's own machine (decision 0026).
 */
export function nativeOrigins(settings: Pick<TSettings, 'NODE_ENV' | 'NATIVE_APPS'>): string[] {
  if (settings.NODE_ENV === 'development')
    return ['capacitor://localhost', 'https://localhost', 'http://localhost'];
  return settings.NATIVE_APPS ? ['capacitor://localhost', 'https://localhost'] : [];
}

export function createAuth({ db, settings, secret, mailer, logger, billing = null }: TAuthDeps) {
  const sendInBackground = (send: Promise<void>, what: string) => {
    // Never let a slow SMTP server hold the response, nor reveal through timing whether an account exists.
    send.catch((error) => logger.error(`Could not send ${what}`, error));
  };
  const google =
    settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET
      ? {
          google: {
            // The web client first (redirect sign-in); the apps' ID tokens name the iOS client or the web one.
            clientId: settings.GOOGLE_IOS_CLIENT_ID
              ? [settings.GOOGLE_CLIENT_ID, settings.GOOGLE_IOS_CLIENT_ID]
              : settings.GOOGLE_CLIENT_ID,
            clientSecret: settings.GOOGLE_CLIENT_SECRET,
          },
        }
      : {};

  return releaseContextsBetweenCalls(
    betterAuth({
      appName: 'Compound',
      // Its lines join the server's JSON log (a wrong password was a coloured WARN line of its own).
      logger: {
        level: 'info',
        log: (level, message, ...args) =>
          logger[level](`Better Auth: ${message}`, args.length > 0 ? args : undefined),
      },
      baseURL: settings.publicUrl,
      basePath: '/api/auth',
      secret,
      trustedOrigins: [settings.publicUrl, ...settings.TRUSTED_ORIGINS, ...nativeOrigins(settings)],
      database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true }),
      emailAndPassword: {
        enabled: true,
        requireEmailVerification: true,
        minPasswordLength: 8,
        maxPasswordLength: 128,
        revokeSessionsOnPasswordReset: true,
        sendResetPassword: async ({ user, url }) => {
          sendInBackground(
            mailer.send(buildPasswordResetEmail(user.email, url)),
            'the password reset e-mail',
          );
        },
      },
      emailVerification: {
        sendOnSignUp: true,
        sendOnSignIn: true,
        autoSignInAfterVerification: true,
        expiresIn: 24 * 60 * 60,
        sendVerificationEmail: async ({ user, url }) => {
          // Only a signed-in, verified account can ask to change its e-mail; then `user.email` is the new one.
          const mail = user.emailVerified
            ? buildChangeEmailVerificationEmail(user.email, url)
            : buildVerificationEmail(user.email, url);
          sendInBackground(mailer.send(mail), 'the verification e-mail');
        },
      },
      user: {
        // The new address is used only once its owner opens the link sent to it.
        changeEmail: { enabled: true },
        deleteUser: {
          enabled: true,
          // Every user-owned table references users ON DELETE CASCADE, so deleting the users row removes
          // them all in that one statement. Verification rows carry the id only as a value: tidy them.
          beforeDelete: async (user) => {
            if (!billing) return;
            await cancelStripeSubscriptions(db, billing, user.id).catch((error) => {
              logger.error(`Could not cancel the subscriptions of ${user.id} before deleting it`, error);
              throw new APIError('SERVICE_UNAVAILABLE', {
                message:
                  'Your subscription could not be cancelled right now, so your account was not deleted. Please try again in a minute.',
              });
            });
          },
          afterDelete: async (user) => {
            await db.delete(schema.verifications).where(eq(schema.verifications.value, user.id));
          },
        },
      },
      socialProviders: google,
      session: {
        expiresIn: 60 * 60 * 24 * 30,
        updateAge: 60 * 60 * 24,
        // Better Auth lists sessions only for a "fresh" one (1 day by default), which would hide the list
        // for most visits of a 30-day session. The sensitive changes ask for the password instead
        // (docs/decisions/0002-settings-account-and-export.md).
        freshAge: 0,
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
      hooks: {
        before: createAuthMiddleware(async (ctx) => {
          if (ctx.path !== '/delete-user' || ctx.body?.password) return;
          const session = await getSessionFromCtx(ctx);
          if (!session) return;
          const credential = await ctx.context.internalAdapter.findCredentialAccount(session.user.id);
          // An account signed in only through Google has no password; typing the confirmation is its proof.
          if (credential?.password)
            throw APIError.from('BAD_REQUEST', {
              code: 'PASSWORD_REQUIRED',
              message: passwordRequiredMessage,
            });
        }),
      },
      plugins: [bearer()],
    }),
  );
}

export type Auth = ReturnType<typeof createAuth>;
export type TSessionUser = Auth['$Infer']['Session']['user'];
