import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { signInToActMessage } from '../../../domain/coach/chat-limits';
import {
  ZRunActionRequest,
  ZRunActionResponse as ZRunActionResponseShape,
  ZRunBatchRequest,
} from '../../../domain/coach/chat-schemas';
import type { AppDeps, AppEnv } from '../../http/app-env';
import { limitBody } from '../../http/body-limit';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { runAction, runBatch } from '../../services/actions/run-action';

/** A batch of 50 actions with long texts fits many times over; the app-wide limit is 1 MB. */
const MAX_ACTION_BODY_BYTES = 256 * 1024;

const limitActionBody: MiddlewareHandler<AppEnv> = limitBody(MAX_ACTION_BODY_BYTES);

const ZRunActionResponse = ZRunActionResponseShape.openapi('RunActionResponse');

const failures = {
  400: errorResponse('Action validation failed (errors and warnings in the body), or a step failed'),
  401: errorResponse(signInToActMessage),
  404: errorResponse("A habit, goal, skill or subskill that is not the user's"),
  413: errorResponse('Body too large'),
};

const run = createRoute({
  method: 'post',
  path: '/actions',
  summary: 'Apply one coach action',
  tags: ['actions'],
  middleware: [requireUser(signInToActMessage), limitActionBody] as const,
  request: {
    body: {
      content: {
        'application/json': {
          schema: ZRunActionRequest,
        },
      },
      required: true,
    },
  },
  responses: { 200: jsonResponse(ZRunActionResponse, 'Applied, or replayed'), ...failures },
});

const runBatchRoute = createRoute({
  method: 'post',
  path: '/actions/batch',
  summary: 'Apply several coach actions in one transaction',
  tags: ['actions'],
  middleware: [requireUser(signInToActMessage), limitActionBody] as const,
  request: {
    body: {
      content: {
        'application/json': {
          schema: ZRunBatchRequest,
        },
      },
      required: true,
    },
  },
  responses: { 200: jsonResponse(ZRunActionResponse, 'Every step applied, or replayed'), ...failures },
});

export function actionsRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(run, async (c) => c.json(await runAction(db, signedInUserId(c), c.req.valid('json')), 200))
    .openapi(runBatchRoute, async (c) =>
      c.json(await runBatch(db, signedInUserId(c), c.req.valid('json')), 200),
    );
}
