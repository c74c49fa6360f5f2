import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../http/app-env';
import { createRouter } from '../../http/openapi-app';

const ZPublicConfig = z
  .object({
    google_sign_in: z.boolean(),
    /** Google's public OAuth client ids, for native Google sign-in in the apps (null when not set). */
    google_client_ids: z.object({ web: z.string().nullable(), ios: z.string().nullable() }),
    billing: z.boolean(),
    coach_provider: z.enum(['builtin', 'openai']),
    /** No SMTP_URL: e-mails go to the server's log and outbox folder, not to anyone's inbox. */
    email_outbox: z.boolean(),
  })
  .openapi('PublicConfig');

const route = createRoute({
  method: 'get',
  path: '/config',
  summary: 'Read what this instance offers',
  tags: ['system'],
  responses: {
    200: {
      content: { 'application/json': { schema: ZPublicConfig } },
      description: 'What this instance offers',
    },
  },
});

/** What the web app needs to know about this instance's configuration; never a secret. */
export function configRoutes(deps: AppDeps) {
  const { settings } = deps;
  const body = {
    google_sign_in: Boolean(settings.GOOGLE_CLIENT_ID),
    google_client_ids: { web: settings.GOOGLE_CLIENT_ID ?? null, ios: settings.GOOGLE_IOS_CLIENT_ID ?? null },
    billing: Boolean(settings.STRIPE_SECRET_KEY || settings.REVENUECAT_API_KEY),
    coach_provider: settings.OPENAI_API_KEY ? ('openai' as const) : ('builtin' as const),
    email_outbox: settings.email.kind === 'outbox',
  };
  return createRouter().openapi(route, (c) => c.json(body, 200));
}
