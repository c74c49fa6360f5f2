import type { TErrorReport } from './error-report';
import { errorReportLimits as limits } from './error-report-limits';
import { isSuppressedError } from './is-suppressed-error';

export type TErrorReportContext = {
  componentStack?: string | null;
  url: string;
  userAgent: string;
  userId?: string | null;
  time: Date;
};

/**
 * The crash report to send for anything thrown, or null when the error is not ours to report. Fields are cut to
 * the lengths the server accepts (errorReportLimits, ZErrorReport's own): a cut report is better than none.
 */
export function buildErrorReport(error: unknown, context: TErrorReportContext): TErrorReport | null {
  const { message, stack } = describeThrown(error);
  if (isSuppressedError({ message, stack })) return null;
  return {
    message: cut(message.trim() || 'Unknown error', limits.message),
    stack: cutOptional(stack, limits.stack),
    componentStack: cutOptional(context.componentStack, limits.componentStack),
    url: cut(context.url, limits.url),
    userAgent: cut(context.userAgent, limits.userAgent),
    userId: cutOptional(context.userId, limits.userId),
    time: context.time.toISOString(),
  };
}

function describeThrown(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error)
    return { message: `${error.name}: ${error.message}`, stack: error.stack ?? null };
  if (typeof error === 'string') return { message: error, stack: null };
  if (isResponseLike(error)) return { message: `${error.status} ${error.statusText}`.trim(), stack: null };
  return { message: stringifySafely(error), stack: null };
}

function isResponseLike(value: unknown): value is { status: number; statusText: string } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number'
  );
}

function stringifySafely(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function cut(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

function cutOptional(text: string | null | undefined, max: number): string | null {
  return text ? cut(text, max) : null;
}
