import { createRoute } from '@hono/zod-openapi';
import {
  ZOnboardingRequest,
  ZOnboardingResult,
  ZOnboardingStatus,
} from '../../../domain/onboarding/onboarding-api';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { completeOnboarding, readOnboardingStatus } from '../../services/onboarding/complete-onboarding';

const statusRoute = createRoute({
  method: 'get',
  path: '/onboarding',
  summary: 'Read onboarding progress',
  tags: ['account'],
  middleware: [requireUser()] as const,
  responses: {
    200: jsonResponse(ZOnboardingStatus, 'Whether onboarding is completed, and the number of habits'),
    401: errorResponse('Not signed in'),
  },
});

const route = createRoute({
  method: 'post',
  path: '/onboarding',
  summary: 'Complete onboarding',
  tags: ['account'],
  middleware: [requireUser()] as const,
  request: { body: { content: { 'application/json': { schema: ZOnboardingRequest } }, required: true } },
  responses: {
    200: jsonResponse(ZOnboardingResult, 'First habits and goal created; onboarding completed'),
    400: errorResponse('Invalid choices'),
    401: errorResponse('Not signed in'),
  },
});

/** Open without a plan (spec 4: the gate waits for onboarding on the web). */
export function onboardingRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(statusRoute, async (c) => c.json(await readOnboardingStatus(db, signedInUserId(c)), 200))
    .openapi(route, async (c) =>
      c.json(await completeOnboarding(db, signedInUserId(c), c.req.valid('json')), 200),
    );
}
