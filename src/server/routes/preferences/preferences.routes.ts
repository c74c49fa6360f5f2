import { createRoute, z } from '@hono/zod-openapi';
import { ZUpdatePreferencesRequest } from '../../../domain/actions/update-user-preferences.action';
import { motivationStyles, unitSystems, weekdayNames } from '../../../domain/preferences/preference-options';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { loadPreferences } from '../../services/preferences/load-preferences';
import { updatePreferences } from '../../services/preferences/update-preferences';

const ZPreferences = z
  .object({
    timezone: z.string().nullable().openapi({ description: 'IANA zone; null until the browser has set it' }),
    week_start: z.string().openapi({ description: weekdayNames.join(' | ') }),
    units: z.string().openapi({ description: unitSystems.join(' | ') }),
    motivation_style: z
      .string()
      .nullable()
      .openapi({ description: motivationStyles.join(' | ') }),
    metadata: z.record(z.string(), z.unknown()),
    updated_at: z.string(),
  })
  .openapi('Preferences');

const get = createRoute({
  method: 'get',
  path: '/preferences',
  summary: 'Read your preferences',
  tags: ['preferences'],
  middleware: [requireUser()] as const,
  responses: {
    200: jsonResponse(ZPreferences, 'The preferences, created with the defaults if missing'),
    401: errorResponse('Not signed in'),
  },
});

const patch = createRoute({
  method: 'patch',
  path: '/preferences',
  summary: 'Change your preferences',
  tags: ['preferences'],
  middleware: [requireUser()] as const,
  request: {
    body: { content: { 'application/json': { schema: ZUpdatePreferencesRequest } }, required: true },
  },
  responses: {
    200: jsonResponse(z.object({ preferences: ZPreferences, warnings: z.array(z.string()) }), 'Saved'),
    400: errorResponse('Invalid preferences (errors and warnings listed)'),
    401: errorResponse('Not signed in'),
  },
});

export function preferencesRoutes({ db }: AppDeps) {
  return createRouter()
    .openapi(get, async (c) => c.json(await loadPreferences(db, signedInUserId(c)), 200))
    .openapi(patch, async (c) =>
      c.json(await updatePreferences(db, signedInUserId(c), c.req.valid('json')), 200),
    );
}
