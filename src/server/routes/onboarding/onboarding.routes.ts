import { createRoute } from '@hono/zod-openapi';
import { ZOnboardingRequest, ZOnboardingResult } from '../../../domain/onboarding/onboarding-api';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { completeOnboarding } from '../../services/onboarding/complete-onboarding';

const route = createRoute({
  method: 'post',
  path: '/onboarding',
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
  return createRouter().openapi(route, async (c) =>
    c.json(await completeOnboarding(db, signedInUserId(c), c.req.valid('json')), 200),
  );
}
