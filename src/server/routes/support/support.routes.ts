import { createRoute } from '@hono/zod-openapi';
import {
  ZSupportMessage,
  ZSupportMessageList,
  ZSupportMessageRequest,
} from '../../../domain/content/content-api';
import { notAuthenticated } from '../../http/api-error';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import { tooManyAttempts } from '../../http/rate-limit';
import { requireUser, signedInUserId } from '../../http/session';
import { listSupportMessages, sendSupportMessage } from '../../services/support/support-messages';

const list = createRoute({
  method: 'get',
  path: '/support-messages',
  summary: 'List your support messages',
  tags: ['support'],
  middleware: [requireUser()] as const,
  responses: {
    200: jsonResponse(ZSupportMessageList, 'The signed-in user’s messages, newest first'),
    401: errorResponse('Not signed in'),
  },
});

const send = createRoute({
  method: 'post',
  path: '/support-messages',
  summary: 'Send a support message',
  tags: ['support'],
  middleware: [requireUser()] as const,
  request: {
    body: { content: { 'application/json': { schema: ZSupportMessageRequest } }, required: true },
  },
  responses: {
    201: jsonResponse(ZSupportMessage, 'Stored and sent to the operator'),
    400: errorResponse('Invalid message'),
    401: errorResponse('Not signed in'),
    429: errorResponse('Too many messages'),
  },
});

/** Messages to the operator from /in/service: stored, e-mailed, listed with their status; open without a plan. */
export function supportRoutes(deps: AppDeps) {
  const { db, settings } = deps;
  const operatorEmail = settings.OPERATOR_EMAIL ?? settings.ADMIN_EMAILS[0];
  return createRouter()
    .openapi(list, async (c) => c.json({ messages: await listSupportMessages(db, signedInUserId(c)) }, 200))
    .openapi(send, async (c) => {
      const user = c.get('user');
      if (!user) throw notAuthenticated();
      // Counted per account, after validation: a rejected form costs nothing.
      const verdict = await deps.rateLimits.consume('supportMessage', user.id);
      if (!verdict.allowed) return tooManyAttempts(c, verdict.retryAfterSeconds);
      const message = await sendSupportMessage(
        { db, mailer: deps.mailer, logger: deps.logger, operatorEmail, publicUrl: settings.publicUrl },
        { id: user.id, email: user.email, name: user.name },
        c.req.valid('json'),
      );
      return c.json(message, 201);
    });
}
