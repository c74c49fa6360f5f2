import { OpenAPIHono, z } from '@hono/zod-openapi';
import { errorBody } from './api-error';
import type { AppEnv } from './app-env';

/** A router whose invalid inputs answer 400 in the API's error shape, naming the field. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const issue = result.error.issues[0];
        const field = issue?.path.join('.');
        const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : 'Invalid input';
        return c.json(errorBody('invalid_input', message), 400);
      }
    },
  });
}

export const ZApiError = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
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
