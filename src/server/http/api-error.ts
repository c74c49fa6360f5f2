import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error shape of the API: {"error": {"code": "...", "message": "..."}}. */
export type TApiError = { error: { code: string; message: string } };

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notAuthenticated = (message = 'Not authenticated') =>
  new ApiError(401, 'not_authenticated', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
export const badRequest = (message: string, code = 'invalid_input') => new ApiError(400, code, message);

export function errorBody(code: string, message: string): TApiError {
  return { error: { code, message } };
}

export function respondWithError(c: Context, error: ApiError) {
  return c.json(errorBody(error.code, error.message), error.status);
}
