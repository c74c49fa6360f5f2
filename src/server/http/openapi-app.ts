import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';
import { signedInSecurity } from './openapi-document';
import { isSignInGate } from './session';

const localeMessage = z.locales.en().localeError;

/**
 * zod's own wording ("Too small: expected…") says nothing of which field, so the field is named before it;
 * a rule's own message (the spec's "Habit name must be at least 2 characters") already says it all.
 */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.join('.');
  const fallback = localeMessage(issue as never);
  const isZodWording =
    issue.message === (typeof fallback === 'string' ? fallback : fallback?.message) ||
    (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input: expected'));
  return field && isZodWording ? `${field}: ${issue.message}` : issue.message;
}

/** A router whose invalid inputs answer 400 in the API's error shape: the first message leads, all travel along. */
export function createRouter() {
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const errors = [...new Set(result.error.issues.map(describeIssue))];
        return c.json(
          { error: { code: 'invalid_input', message: errors[0] ?? 'Invalid input', errors, warnings: [] } },
          400,
        );
      }
    },
  });
  // Each operation declares the credentials it takes from the same gate that enforces them (requireUser).
  const register = router.openapi;
  router.openapi = ((route, handler, hook) => {
    const gates = [route.middleware ?? []].flat();
    const security = route.security ?? (gates.some(isSignInGate) ? signedInSecurity : []);
    return register({ ...route, security }, handler, hook);
  }) as typeof register;
  return router;
}

export const ZApiError = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      errors: z.array(z.string()).optional().openapi({ description: 'Every rule the input broke' }),
      warnings: z.array(z.string()).optional(),
    }),
  })
  .openapi('ApiError');

export const errorResponse = (description: string) => ({
  content: { 'application/json': { schema: ZApiError } },
  description,
});

export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** The body of a POST that acts on its path alone: nothing, or an empty JSON object. */
export const noRequestBody = {
  body: {
    content: {
      'application/json': { schema: z.object({}).openapi({ description: 'Nothing: send no body, or {}' }) },
    },
    required: false,
  },
};
