import { createRoute, z } from '@hono/zod-openapi';
import { ImportFileError } from '../../../domain/imports/import-source';
import { ZImportPlan, ZImportQuery, ZImportResult } from '../../../domain/imports/imports-api';
import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse, jsonResponse } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { publishChange } from '../../realtime/publish-change';
import { applyImport, planImportOf } from '../../services/imports/import-habits';
import { readImportFile } from '../../services/imports/read-import-file';
import { loadPreferences } from '../../services/preferences/load-preferences';
import { emitWebhookEvent } from '../../services/webhooks/webhook-subscriptions';

const importRoute = createRoute({
  method: 'post',
  path: '/imports',
  summary: 'Import data from Compound, Loop, Habitica or a CSV',
  tags: ['imports'],
  middleware: [requireUser()] as const,
  request: {
    query: ZImportQuery,
    body: {
      content: {
        'application/octet-stream': {
          schema: z.string().openapi({
            format: 'binary',
            description:
              'A Compound export (JSON or CSV zip), a Loop Habit Tracker CSV zip or .db backup, Habitica userdata.json, or a CSV of date, habit, value',
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: jsonResponse(
      z.union([ZImportPlan, ZImportResult]),
      'dry_run=true: the plan; otherwise what was written',
    ),
    400: errorResponse('A file that cannot be read; the message names the file and line'),
    401: errorResponse('Not signed in'),
    413: errorResponse('Over 25 MB'),
  },
});

export function importsRoutes({ db }: AppDeps) {
  return createRouter().openapi(importRoute, async (c) => {
    const userId = signedInUserId(c);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const preferences = await loadPreferences(db, userId);
    let file: Awaited<ReturnType<typeof readImportFile>>;
    try {
      file = await readImportFile(bytes, preferences.timezone ?? 'UTC');
    } catch (error) {
      if (error instanceof ImportFileError) throw new ApiError(400, 'invalid_import', error.message);
      throw error;
    }
    if (c.req.valid('query').dry_run === 'true') return c.json(await planImportOf(db, userId, file), 200);
    const { result, createdHabits } = await applyImport(db, userId, file);
    await publishChange(db, userId, 'habits');
    // Each habit the import made is announced as one made by hand would be (docs/webhooks.md).
    for (const habit of createdHabits) await emitWebhookEvent(db, userId, 'habit.created', { habit });
    await emitWebhookEvent(db, userId, 'import.completed', { format: file.format, ...result });
    return c.json(result, 200);
  });
}
