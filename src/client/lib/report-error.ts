import { buildErrorReport } from '@/domain/errors/build-error-report';
import { sendErrorReport } from './api-client';

// React and the router may both hand us the same error; one report is enough.
const reported = new WeakSet<object>();

type TReportContext = { componentStack?: string | null; readUserId: () => string | null };

/**
 * Sends a crash report to the server. It runs while something is already broken, possibly the very
 * data it reads the user from, so it never throws: a failing report must not take the crash screen down.
 */
export function reportError(error: unknown, { componentStack, readUserId }: TReportContext): void {
  try {
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    const report = buildErrorReport(error, {
      componentStack,
      userId: readUserIdSafely(readUserId),
      url: window.location.href,
      userAgent: navigator.userAgent,
      time: new Date(),
    });
    if (report) sendErrorReport(report).catch(() => undefined);
  } catch {
    // Nothing more can be done from here.
  }
}

// The account data may be what broke; the report is still worth sending without it.
function readUserIdSafely(readUserId: () => string | null): string | null {
  try {
    return readUserId();
  } catch {
    return null;
  }
}
