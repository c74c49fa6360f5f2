import { createRoute, z } from '@hono/zod-openapi';
import { isAdminEmail } from '../../../domain/auth/is-admin-email';
import type { TSessionUser } from '../../auth/create-auth';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse } from '../../http/openapi-app';
import { requireUser } from '../../http/session';

const ZMe = z
  .object({
    user: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      email_verified: z.boolean(),
      image: z.string().nullable(),
      created_at: z.string(),
    }),
    is_admin: z.boolean(),
  })
  .openapi('Me');

const route = createRoute({
  method: 'get',
  path: '/me',
  summary: 'Read the signed-in account',
  tags: ['account'],
  middleware: [requireUser()] as const,
  responses: {
    200: { content: { 'application/json': { schema: ZMe } }, description: 'The signed-in account' },
    401: errorResponse('Not signed in'),
  },
});

const sessionRoute = createRoute({
  method: 'get',
  path: '/session',
  summary: 'Read the session, or null when signed out',
  tags: ['account'],
  description:
    'The signed-in account, or null. The web app asks on every page; being signed out is a normal answer, not an error (so no 401 in the browser console).',
  responses: {
    200: { content: { 'application/json': { schema: ZMe.nullable() } }, description: 'The account, or null' },
  },
});

function presentMe(user: TSessionUser, adminEmails: readonly string[]) {
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      email_verified: user.emailVerified,
      image: user.image ?? null,
      created_at: new Date(user.createdAt).toISOString(),
    },
    is_admin: isAdminEmail(user.email, adminEmails),
  };
}

export function meRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(sessionRoute, (c) => {
      const user = c.get('user');
      return c.json(user ? presentMe(user, deps.settings.ADMIN_EMAILS) : null, 200);
    })
    .openapi(route, (c) => {
      const user = c.get('user');
      if (!user) throw new Error('requireUser let an anonymous request through');
      return c.json(presentMe(user, deps.settings.ADMIN_EMAILS), 200);
    });
}
