import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../lib/logger';
import { ServiceError } from '../services/service-error';
import { answerError, databaseUnavailableMessage } from './answer-error';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

/** A failed query as drizzle throws it: its own error, with the driver's as the cause. */
function failedQuery(cause: object) {
  return Object.assign(new Error('Failed query'), { cause });
}

function appThrowing(error: unknown) {
  const logger: Logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const app = new Hono<AppEnv>();
  app.get('/api/thing', () => {
    throw error;
  });
  app.onError(answerError(logger));
  return { app, logger };
}

describe('answerError', () => {
  it.each([
    ['PostgreSQL still starting up (57P03)', failedQuery({ code: '57P03' })],
    ['a connection ended by a shutdown (57P01)', failedQuery({ code: '57P01' })],
    ['a connection exception (08006)', failedQuery({ code: '08006' })],
    ['a refused connection', failedQuery({ code: 'ECONNREFUSED' })],
    ["postgres.js's closed connection", failedQuery({ code: 'CONNECTION_CLOSED' })],
    [
      "postgres.js's connect timeout",
      Object.assign(new Error('write CONNECT_TIMEOUT'), { code: 'CONNECT_TIMEOUT' }),
    ],
  ])('answers %s with 503, Retry-After and a plain message, logged as a warning', async (_, error) => {
    const { app, logger } = appThrowing(error);
    const response = await app.request('/api/thing');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toEqual({
      error: { code: 'service_unavailable', message: databaseUnavailableMessage },
    });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('answers a value the database refuses with 400', async () => {
    const { app } = appThrowing(failedQuery({ code: '22P02' }));
    const response = await app.request('/api/thing');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('invalid_input');
  });

  it('answers any other database error with 500 and logs it as an error', async () => {
    const { app, logger } = appThrowing(failedQuery({ code: '42P01' }));
    const response = await app.request('/api/thing');
    expect(response.status).toBe(500);
    expect(response.headers.get('retry-after')).toBeNull();
    expect((await response.json()).error.code).toBe('internal_error');
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('answers an API error with its own status and code', async () => {
    const { app } = appThrowing(new ApiError(404, 'not_found', 'Habit not found'));
    const response = await app.request('/api/thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Habit not found' } });
  });
});

describe('answerError with a service error', () => {
  it('answers a save the database could not take for a moment with 503 and the save’s own message', async () => {
    const { app, logger } = appThrowing(
      new ServiceError('unavailable', 'Failed to save habit log. Please try again.', {
        errors: ['Failed query: insert into "habit_logs" …'],
      }),
    );
    const response = await app.request('/api/thing');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    // The query stays in the log, out of the answer.
    expect(await response.json()).toEqual({
      error: { code: 'service_unavailable', message: 'Failed to save habit log. Please try again.' },
    });
    expect(logger.error).not.toHaveBeenCalled();
  });
});
