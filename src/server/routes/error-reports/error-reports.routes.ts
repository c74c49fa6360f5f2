import { createRoute, z } from '@hono/zod-openapi';
import { ZErrorReport } from '../../../domain/errors/error-report';
import type { AppDeps } from '../../http/app-env';
import { createRouter, errorResponse } from '../../http/openapi-app';
import { rateLimited } from '../../http/rate-limit';
import { recordErrorReport } from '../../services/record-error-report';

const ZErrorReportResult = z
  .object({ stored: z.boolean(), id: z.string().optional(), reason: z.string().optional() })
  .openapi('ErrorReportResult');

const createErrorReportRoute = (deps: AppDeps) =>
  createRoute({
    method: 'post',
    middleware: [
      rateLimited(deps.rateLimits, 'errorReport', deps.settings.TRUST_PROXY),
      rateLimited(deps.rateLimits, 'errorReportDaily', deps.settings.TRUST_PROXY),
    ] as const,
    path: '/error-reports',
    summary: 'Report a client error',
    tags: ['system'],
    request: { body: { content: { 'application/json': { schema: ZErrorReport } }, required: true } },
    responses: {
      201: { content: { 'application/json': { schema: ZErrorReportResult } }, description: 'Stored' },
      202: {
        content: { 'application/json': { schema: ZErrorReportResult } },
        description: 'Suppressed, not stored',
      },
      400: errorResponse('Invalid report'),
      429: errorResponse('Too many reports'),
    },
  });

export function errorReportsRoutes(deps: AppDeps) {
  const operatorEmail = deps.settings.OPERATOR_EMAIL ?? deps.settings.ADMIN_EMAILS[0];
  return createRouter().openapi(createErrorReportRoute(deps), async (c) => {
    const user = c.get('user');
    const result = await recordErrorReport(
      { db: deps.db, mailer: deps.mailer, logger: deps.logger, operatorEmail },
      c.req.valid('json'),
      user ? { id: user.id, email: user.email } : null,
    );
    return result.stored ? c.json(result, 201) : c.json(result, 202);
  });
}
