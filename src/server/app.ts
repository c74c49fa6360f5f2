import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import { maxImportBytes } from '../domain/imports/imports-api';
import { nativeOrigins } from './auth/create-auth';
import { createSessionReader } from './auth/read-session';
import { lessonSlugs, sitePrerender } from './content/site-content';
import { answerError } from './http/answer-error';
import { errorBody } from './http/api-error';
import { apiTokenAuth } from './http/api-token-auth';
import type { AppDeps, AppEnv } from './http/app-env';
import { authBodyType } from './http/auth-body-type';
import { authHandler } from './http/auth-handler';
import { authRedirectGuard } from './http/auth-redirect-guard';
import { limitBody } from './http/body-limit';
import { idempotent } from './http/idempotency';
import { inputBoundary } from './http/input-boundary';
import { missingDashboardStatus } from './http/missing-dashboard-status';
import { oldAddressRedirects } from './http/old-address-redirects';
import { createRouter } from './http/openapi-app';
import { apiDocument } from './http/openapi-document';
import { originCheck } from './http/origin-check';
import { rateLimited } from './http/rate-limit';
import { readYourWrites } from './http/read-your-writes';
import { requestId } from './http/request-id';
import { requireAccess } from './http/require-access';
import { securityHeaders } from './http/security-headers';
import { loadUser } from './http/session';
import { signInThrottle } from './http/sign-in-throttle';
import { appLinkFiles, siteFiles } from './http/site-files';
import { accountabilityRoutes } from './routes/accountability/accountability.routes';
import { actionsRoutes } from './routes/actions/actions.routes';
import { agendaRoutes } from './routes/agenda/agenda.routes';
import { analyticsRoutes } from './routes/analytics/analytics.routes';
import { apiTokensRoutes } from './routes/api-tokens/api-tokens.routes';
import { coachRoutes } from './routes/coach/coach.routes';
import { configRoutes } from './routes/config/config.routes';
import { dailyFocusRoutes } from './routes/daily-focus/daily-focus.routes';
import { dailyInsightsRoutes } from './routes/daily-insights/daily-insights.routes';
import { dashboardsRoutes } from './routes/dashboards/dashboards.routes';
import { educationRoutes } from './routes/education/education.routes';
import { errorReportsRoutes } from './routes/error-reports/error-reports.routes';
import { exportRoutes } from './routes/export/export.routes';
import { focusSessionsRoutes } from './routes/focus-sessions/focus-sessions.routes';
import { goalsRoutes } from './routes/goals/goals.routes';
import { habitLogsRoutes } from './routes/habit-logs/habit-logs.routes';
import { habitsRoutes } from './routes/habits/habits.routes';
import { healthRoutes } from './routes/health/health.routes';
import { importsRoutes } from './routes/imports/imports.routes';
import { meRoutes } from './routes/me/me.routes';
import { onboardingRoutes } from './routes/onboarding/onboarding.routes';
import { pageViewsRoutes } from './routes/page-views/page-views.routes';
import { preferencesRoutes } from './routes/preferences/preferences.routes';
import { publicDashboardRoutes } from './routes/public-dashboard/public-dashboard.routes';
import { realtimeRoutes } from './routes/realtime/realtime.routes';
import { remindersRoutes } from './routes/reminders/reminders.routes';
import { skillsRoutes } from './routes/skills/skills.routes';
import { subscriptionRoutes } from './routes/subscription/subscription.routes';
import { supportRoutes } from './routes/support/support.routes';
import { webhookEndpointsRoutes } from './routes/webhook-endpoints/webhook-endpoints.routes';
import { revenueCatWebhookRoutes } from './routes/webhooks/revenuecat-webhook.routes';
import { stripeWebhookRoutes } from './routes/webhooks/stripe-webhook.routes';

const MAX_BODY_BYTES = 1024 * 1024;

/** The typed API: every route the web app's client may call (see client/lib/api-client.ts). */
function createApi(deps: AppDeps) {
  return createRouter()
    .route('/', healthRoutes(deps))
    .route('/', configRoutes(deps))
    .route('/', meRoutes(deps))
    .route('/', errorReportsRoutes(deps))
    .route('/', pageViewsRoutes(deps))
    .route('/', habitsRoutes(deps))
    .route('/', habitLogsRoutes(deps))
    .route('/', dailyFocusRoutes(deps))
    .route('/', dailyInsightsRoutes(deps))
    .route('/', analyticsRoutes(deps))
    .route('/', preferencesRoutes(deps))
    .route('/', exportRoutes(deps))
    .route('/', goalsRoutes(deps))
    .route('/', skillsRoutes(deps))
    .route('/', focusSessionsRoutes(deps))
    .route('/', agendaRoutes(deps))
    .route('/', realtimeRoutes(deps))
    .route('/', actionsRoutes(deps))
    .route('/', coachRoutes(deps))
    .route('/', subscriptionRoutes(deps))
    .route('/', stripeWebhookRoutes(deps))
    .route('/', revenueCatWebhookRoutes(deps))
    .route('/', onboardingRoutes(deps))
    .route('/', apiTokensRoutes(deps))
    .route('/', importsRoutes(deps))
    .route('/', webhookEndpointsRoutes(deps))
    .route('/', educationRoutes(deps, lessonSlugs()))
    .route('/', supportRoutes(deps))
    .route('/', dashboardsRoutes(deps))
    .route('/', publicDashboardRoutes(deps))
    .route('/', accountabilityRoutes(deps))
    .route('/', remindersRoutes(deps));
}

export type AppType = ReturnType<typeof createApi>;

export function createApp(deps: AppDeps, options: { serveClient?: Hono } = {}) {
  const app = new Hono<AppEnv>();
  const { settings, logger } = deps;
  const trustedOrigins = [settings.publicUrl, ...settings.TRUSTED_ORIGINS, ...nativeOrigins(settings)];

  app.use('*', requestId());
  app.use('*', securityHeaders(settings.publicUrl.startsWith('https:')));
  // A day with many habits is tens of KB of JSON. Only reads are compressed: a write's answer is small, and
  // the habit-log save stays free of the work (event streams are never compressed).
  const compressReads = compress();
  app.use('/api/*', (c, next) => (c.req.method === 'GET' ? compressReads(c, next) : next()));
  // An import's file may be larger than any JSON request (maxImportBytes); every other body stays at 1 MB.
  const limitJsonBody = limitBody(MAX_BODY_BYTES);
  const limitImportBody = limitBody(maxImportBytes);
  app.use('/api/*', (c, next) => (c.req.path === '/api/imports' ? limitImportBody : limitJsonBody)(c, next));
  app.use('/api/*', inputBoundary());
  // The iOS and Android apps call from their web view's origin with a bearer token (decision 0017).
  const appOrigins = nativeOrigins(settings);
  if (appOrigins.length > 0) {
    const appCors = cors({
      origin: appOrigins,
      allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Client-Info', 'Idempotency-Key'],
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['set-auth-token', 'X-Request-Id'],
      maxAge: 600,
    });
    // Only an app's own calls (and preflights) need the CORS headers; for any other caller, cors() would
    // touch c.res before the route answers, which makes Hono rebuild the route's Response (decision 0003).
    app.use('/api/*', (c, next) =>
      c.req.method === 'OPTIONS' || appOrigins.includes(c.req.header('origin') ?? '')
        ? appCors(c, next)
        : next(),
    );
  }

  const limit = (name: Parameters<typeof rateLimited>[1]) =>
    rateLimited(deps.rateLimits, name, settings.TRUST_PROXY);
  app.post('/api/auth/*', authBodyType());
  app.post(
    '/api/auth/sign-in/email',
    limit('signIn'),
    signInThrottle(deps.db, deps.rateLimits, settings.TRUST_PROXY),
  );
  app.post('/api/auth/sign-up/email', limit('signUp'));
  app.post('/api/auth/request-password-reset', limit('passwordResetRequest'));
  app.post('/api/auth/reset-password', limit('passwordReset'));
  app.post('/api/auth/change-password', limit('accountChange'));
  app.post('/api/auth/change-email', limit('accountChange'));
  app.post('/api/auth/delete-user', limit('accountChange'));
  app.use('/api/auth/*', authRedirectGuard(trustedOrigins));
  app.on(['GET', 'POST'], '/api/auth/*', authHandler(deps.auth, deps.sessionCache));

  app.use('/api/*', originCheck(trustedOrigins));
  app.use('/api/*', apiTokenAuth(deps.db, deps.rateLimits));
  app.use('/api/*', loadUser(createSessionReader(deps.auth, deps.db, deps.sessionCache)));
  const billingOn = deps.billing !== null || deps.appStores !== null;
  app.use('/api/*', requireAccess(deps.db, billingOn, settings.ADMIN_EMAILS));
  app.use('/api/*', readYourWrites(deps, settings.publicUrl.startsWith('https:')));
  // Every POST may carry an Idempotency-Key, so a retry never applies a change twice (decision 0035).
  const idempotentPost = idempotent(deps.db);
  app.use('/api/*', (c, next) => (c.req.method === 'POST' ? idempotentPost(c, next) : next()));

  const api = createApi(deps);
  api.get('/openapi.json', (c) => c.json(apiDocument(api)));
  app.route('/api', api);

  app.all('/api/*', (c) => c.json(errorBody('not_found', `No API route ${c.req.method} ${c.req.path}`), 404));
  app.route('/', siteFiles(settings.publicUrl, sitePrerender().paths));
  app.route('/', appLinkFiles(settings));
  app.use('*', oldAddressRedirects());
  if (options.serveClient) {
    app.use('/u/*', missingDashboardStatus(deps.db));
    app.use('/d/*', missingDashboardStatus(deps.db));
    app.route('/', options.serveClient);
  }

  app.onError(answerError(logger));
  app.notFound((c) => c.json(errorBody('not_found', 'Not found'), 404));
  return app;
}
