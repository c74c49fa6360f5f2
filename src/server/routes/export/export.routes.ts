import { createRoute, z } from '@hono/zod-openapi';
import { stream } from 'hono/streaming';
import { exportJsonSchema, ZCompoundExport } from '../../../domain/export/export-format';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse } from '../../http/openapi-app';
import { requireUser, signedInUserId } from '../../http/session';
import { streamCsvExport } from '../../services/export/stream-csv-export';
import { streamJsonExport, type TExportSink } from '../../services/export/stream-json-export';
import { loadUserToday } from '../../services/load-user-today';

const formats = {
  json: { write: streamJsonExport, contentType: 'application/json; charset=utf-8', extension: 'json' },
  csv: { write: streamCsvExport, contentType: 'application/zip', extension: 'zip' },
} as const;

/** Thrown into the export when the client has gone, so it stops reading the database. */
class ExportAbortedError extends Error {}

const route = createRoute({
  method: 'get',
  path: '/export',
  summary: 'Export all your data as JSON or a CSV zip',
  tags: ['account'],
  middleware: [requireUser()] as const,
  request: {
    query: z.object({
      format: z.enum(['json', 'csv']).default('json').openapi({
        description: 'json: one JSON document; csv: a zip of CSV files, one per table',
      }),
    }),
  },
  responses: {
    200: {
      content: {
        'application/json': { schema: ZCompoundExport },
        'application/zip': { schema: z.string().openapi({ format: 'binary' }) },
      },
      description: 'All of the signed-in user’s data, as an attachment',
    },
    400: errorResponse('Unknown format'),
    401: errorResponse('Not signed in'),
  },
});

const schemaRoute = createRoute({
  method: 'get',
  path: '/export/schema.json',
  tags: ['account'],
  summary: 'The JSON Schema of the export',
  responses: {
    200: {
      content: { 'application/schema+json': { schema: z.record(z.string(), z.unknown()) } },
      description: 'The JSON Schema (draft 2020-12) of GET /export?format=json, also in docs/schemas',
    },
  },
});

export function exportRoutes({ logger }: AppDeps) {
  const router = createRouter().openapi(schemaRoute, (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json(exportJsonSchema() as unknown as Record<string, never>, 200, {
      'Content-Type': 'application/schema+json',
    });
  });
  return router.openapi(route, async (c) => {
    const userId = signedInUserId(c);
    const db = c.get('readDb');
    const format = formats[c.req.valid('query').format];
    const today = await loadUserToday(db, userId);
    c.header('Content-Type', format.contentType);
    c.header('Content-Disposition', `attachment; filename="compound-export-${today}.${format.extension}"`);
    return stream(
      c,
      async (response) => {
        const write: TExportSink = async (chunk) => {
          if (response.aborted) throw new ExportAbortedError();
          await response.write(chunk);
        };
        await format.write(db, userId, write);
      },
      async (error) => {
        // Headers are gone by now: a failure can only cut the download short, which the client sees.
        if (!(error instanceof ExportAbortedError)) logger.error(`Export of ${userId} failed`, error);
      },
    );
  });
}
