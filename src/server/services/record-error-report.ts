import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { TErrorReport } from '../../domain/errors/error-report';
import { isSuppressedError } from '../../domain/errors/is-suppressed-error';
import type { Database } from '../db/client';
import { errorReports } from '../db/schema';
import type { Mailer } from '../email/mailer';
import { escapeHtml } from '../lib/escape-html';
import type { Logger } from '../lib/logger';

export type TRecordErrorReportDeps = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  operatorEmail: string | undefined;
};

const dayMs = 86_400_000;
const duplicateWindowMs = dayMs;
/** How long a report is kept: long enough to fix what it shows. */
export const keptForMs = 30 * dayMs;

export type TRecordErrorReportResult = { stored: false; reason: 'suppressed' } | { stored: true; id: string };

/**
 * Stores a crash report. For a signed-in user it is also e-mailed to the operator, HTML-escaped;
 * a failed e-mail never fails the report. The user id comes from the session, never from the body.
 */
export async function recordErrorReport(
  deps: TRecordErrorReportDeps,
  report: TErrorReport,
  signedInUser: { id: string; email: string } | null,
): Promise<TRecordErrorReportResult> {
  if (isSuppressedError(report)) return { stored: false, reason: 'suppressed' };
  const now = Date.now();
  // Reports are kept for a bounded time; pruning here needs no scheduler and uses the created_at index.
  await deps.db.delete(errorReports).where(lt(errorReports.createdAt, new Date(now - keptForMs)));
  // The same crash reported again within a day is one report: a loop of crashes cannot fill the table.
  const [duplicate] = await deps.db
    .select({ id: errorReports.id })
    .from(errorReports)
    .where(
      and(
        eq(errorReports.message, report.message),
        report.stack ? eq(errorReports.stack, report.stack) : isNull(errorReports.stack),
        signedInUser ? eq(errorReports.userId, signedInUser.id) : isNull(errorReports.userId),
        gt(errorReports.createdAt, new Date(now - duplicateWindowMs)),
      ),
    )
    .limit(1);
  if (duplicate) return { stored: true, id: duplicate.id };
  const [row] = await deps.db
    .insert(errorReports)
    .values({
      userId: signedInUser?.id ?? null,
      message: report.message,
      stack: report.stack ?? null,
      componentStack: report.componentStack ?? null,
      url: report.url ?? null,
      userAgent: report.userAgent ?? null,
      time: report.time ? new Date(report.time) : new Date(),
    })
    .returning({ id: errorReports.id });
  if (!row) throw new Error('The error report was not stored');
  deps.logger.warn('Client error report', { id: row.id, message: report.message });

  if (signedInUser && deps.operatorEmail) {
    deps.mailer
      .send(buildErrorReportEmail(deps.operatorEmail, row.id, report, signedInUser))
      .catch((error) => deps.logger.warn('Could not e-mail the error report', error));
  }
  return { stored: true, id: row.id };
}

function buildErrorReportEmail(
  to: string,
  id: string,
  report: TErrorReport,
  user: { id: string; email: string },
) {
  const fields: [string, string | null | undefined][] = [
    ['Message', report.message],
    ['User', `${user.email} (${user.id})`],
    ['URL', report.url],
    ['User agent', report.userAgent],
    ['Time', report.time],
    ['Stack', report.stack],
    ['Component stack', report.componentStack],
  ];
  const present = fields.filter((field): field is [string, string] => Boolean(field[1]));
  return {
    to,
    subject: `Compound error report ${id}`,
    text: present.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: present
      .map(
        ([label, value]) =>
          `<h3>${escapeHtml(label)}</h3><pre style="white-space:pre-wrap">${escapeHtml(value)}</pre>`,
      )
      .join(''),
    tags: ['source:web', 'error-report'],
  };
}
