import type { MiddlewareHandler } from 'hono';
import { errorBody } from './api-error';

/**
 * The encodings Better Auth reads on its routes (their allowedMediaTypes, compared by better-call
 * without parameters); the sign-in throttle reads the e-mail from both.
 */
const readableBodyTypes = new Set(['application/json', 'application/x-www-form-urlencoded']);

export const unsupportedAuthBody =
  'Send the form as JSON (application/json) or as a form (application/x-www-form-urlencoded).';

/**
 * The media type a request says its body has, or null when it names none (Better Auth then reads
 * the body as text, which holds no fields, so such a sign-in fails before any password is checked).
 */
export function bodyMediaType(request: Request): string | null {
  const type = request.headers.get('content-type');
  return type === null ? null : (type.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * Auth requests in any other encoding are refused (415) here, with the API's error shape, before the
 * throttle or Better Auth read them: so no encoding carries an e-mail the throttle cannot see
 * (decision 0035).
 */
export function authBodyType(): MiddlewareHandler {
  return async (c, next) => {
    const type = bodyMediaType(c.req.raw);
    if (type !== null && !readableBodyTypes.has(type)) {
      return c.json(errorBody('unsupported_media_type', unsupportedAuthBody), 415);
    }
    await next();
  };
}
