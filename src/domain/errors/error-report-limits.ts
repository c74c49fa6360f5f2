/**
 * The longest field of a crash report the server accepts (ZErrorReport) and the client cuts to
 * (buildErrorReport). A module of its own, without zod: the crash screen is in the browser's entry, which
 * loads no zod before the first paint (entry-imports.test.ts).
 */
export const errorReportLimits = {
  message: 1_000,
  stack: 8_000,
  componentStack: 4_000,
  url: 1_000,
  userAgent: 500,
  userId: 200,
} as const;
