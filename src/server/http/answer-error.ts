import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { isDatabaseUnavailable, isInvalidInputFromDatabase } from '../db/database-errors';
import type { Logger } from '../lib/logger';
import { ServiceError } from '../services/service-error';
import { ApiError, errorBody } from './api-error';
import type { AppEnv } from './app-env';

const serviceErrorStatus = {
  invalid: 400,
  not_found: 404,
  conflict: 409,
  unauthenticated: 401,
  failed: 500,
  unavailable: 503,
} as const;
const serviceErrorCode = {
  invalid: 'invalid_input',
  not_found: 'not_found',
  conflict: 'conflict',
  unauthenticated: 'not_authenticated',
  failed: 'save_failed',
  unavailable: 'service_unavailable',
} as const;

export const databaseUnavailableMessage = 'Compound is briefly unavailable. Please try again in a moment.';

function presentServiceError(c: Context<AppEnv>, error: ServiceError, logger: Logger) {
  if (error.kind === 'failed') logger.error(error.message, error.details.errors);
  if (error.kind === 'unavailable') {
    // A restart or an outage, not a bug: one line each, no stack, and the caller is told to come back.
    logger.warn(`${c.req.method} ${c.req.routePath}: the database is unavailable`, {
      requestId: c.get('requestId'),
    });
    c.header('Retry-After', '1');
  }
  // A failure's details may quote the database, so they stay in the log; `applied` is always shown.
  const { applied, ...details } = error.details;
  const body = {
    error: {
      code: serviceErrorCode[error.kind],
      message: error.message,
      ...(error.kind !== 'failed' && error.kind !== 'unavailable' && details),
      ...(applied && applied),
    },
  };
  return c.json(body, serviceErrorStatus[error.kind]);
}

/** The app's one answer to a thrown error: the error shape, a 4xx for the caller's mistakes, 503 for an outage. */
export function answerError(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof ApiError) return c.json(errorBody(error.code, error.message), error.status);
    if (error instanceof ServiceError) return presentServiceError(c, error, logger);
    if (error instanceof HTTPException) {
      return c.json(errorBody(`http_${error.status}`, error.message || 'Request failed'), error.status);
    }
    const where = `${c.req.method} ${c.req.routePath}`;
    if (isInvalidInputFromDatabase(error)) {
      // The last line of defence only: the input boundary and the schemas should have refused it first.
      logger.warn(`${where}: the database refused a value`, { requestId: c.get('requestId') });
      return c.json(errorBody('invalid_input', 'A value in the request is not valid.'), 400);
    }
    if (isDatabaseUnavailable(error)) {
      return presentServiceError(c, new ServiceError('unavailable', databaseUnavailableMessage), logger);
    }
    logger.error(`${where} failed`, { requestId: c.get('requestId'), error });
    return c.json(errorBody('internal_error', 'Something went wrong on our side. Please try again.'), 500);
  };
}
