import { createRoute } from '@hono/zod-openapi';
import {
  ZApiTokenId,
  ZApiTokenList,
  ZCreateApiTokenRequest,
  ZCreatedApiToken,
} from '../../../domain/api-tokens/api-tokens-api';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { createApiToken, listApiTokens, revokeApiToken } from '../../services/api-tokens/api-tokens';

const tags = ['API tokens'];

const list = createRoute({
  tags,
  middleware: [requireUser()] as const,
  method: 'get',
  path: '/api-tokens',
  summary: 'List your API tokens',
  responses: {
    200: jsonResponse(ZApiTokenList, 'Your API tokens, newest first (never their secrets)'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Called with an API token: tokens are managed in Settings only'),
  },
});

const create = createRoute({
  tags,
  middleware: [requireUser()] as const,
  method: 'post',
  path: '/api-tokens',
  summary: 'Create an API token',
  request: { body: { content: { 'application/json': { schema: ZCreateApiTokenRequest } }, required: true } },
  responses: {
    201: jsonResponse(ZCreatedApiToken, 'The token, with its secret shown this once'),
    400: errorResponse('Invalid name or scope, or 20 tokens held already'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Called with an API token'),
  },
});

const revoke = createRoute({
  tags,
  middleware: [requireUser()] as const,
  method: 'delete',
  path: '/api-tokens/{id}',
  summary: 'Revoke an API token',
  request: { params: ZApiTokenId },
  responses: {
    204: { description: 'Revoked: the token answers 401 from now on' },
    401: errorResponse('Not signed in'),
    403: errorResponse('Called with an API token'),
    404: errorResponse('No such API token'),
  },
});

export function apiTokensRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(list, async (c) => c.json({ tokens: await listApiTokens(db, signedInUserId(c)) }, 200))
    .openapi(create, async (c) =>
      c.json(await createApiToken(db, signedInUserId(c), c.req.valid('json')), 201),
    )
    .openapi(revoke, async (c) => {
      await revokeApiToken(db, signedInUserId(c), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
