import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildErrorReport, type TErrorReportContext } from './build-error-report';
import { ZErrorReport } from './error-report';

const context: TErrorReportContext = {
  url: 'https://compound.example/app',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  userId: 'user-1',
  componentStack: '\n    at TodayPage',
  time: new Date('2025-03-01T09:00:00.000Z'),
};

describe('buildErrorReport', () => {
  it('reports an error with its stack and the context', () => {
    const error = new TypeError('x is undefined');
    expect(buildErrorReport(error, context)).toEqual({
      message: 'TypeError: x is undefined',
      stack: error.stack,
      componentStack: '\n    at TodayPage',
      url: 'https://compound.example/app',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
      userId: 'user-1',
      time: '2025-03-01T09:00:00.000Z',
    });
  });

  it('describes thrown responses and other values', () => {
    expect(buildErrorReport({ status: 404, statusText: 'Not Found' }, context)?.message).toBe(
      '404 Not Found',
    );
    expect(buildErrorReport('boom', context)?.message).toBe('boom');
    expect(buildErrorReport(undefined, context)?.message).toBe('undefined');
    expect(buildErrorReport('   ', context)?.message).toBe('Unknown error');
  });

  it('skips errors that are not ours to report', () => {
    expect(buildErrorReport(new Error('Could not find identifiable element'), context)).toBeNull();
  });

  it('always builds a body the server accepts', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string({ maxLength: 30_000 }), (thrown, componentStack) => {
        const report = buildErrorReport(thrown, { ...context, componentStack });
        if (report) expect(ZErrorReport.safeParse(report).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
