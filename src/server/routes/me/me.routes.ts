import { createRoute, z } from '@hono/zod-openapi';
import { isAdminEmail } from '../../../domain/auth/is-admin-email';
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
  tags: ['account'],
  middleware: [requireUser()] as const,
  responses: {
    200: { content: { 'application/json': { schema: ZMe } }, description: 'The signed-in account' },
    401: errorResponse('Not signed in'),
  },
});

export function meRoutes(deps: AppDeps) {
  return createRouter().openapi(route, (c) => {
    const user = c.get('user');
    if (!user) throw new Error('requireUser let an anonymous request through');
    return c.json(
      {
        user: {
          id: user.id,
          name: user.name,
          email: user.email,
          email_verified: user.emailVerified,
          image: user.image ?? null,
          created_at: new Date(user.createdAt).toISOString(),
        },
        is_admin: isAdminEmail(user.email, deps.settings.ADMIN_EMAILS),
      },
      200,
    );
  });
}
