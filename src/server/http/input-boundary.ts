import type { MiddlewareHandler } from 'hono';
import { checkJsonText, checkText } from '../../domain/input/check-untrusted-input';
import { errorBody } from './api-error';

/**
 * The API's one input boundary (decision 0026), before any route's zod schema runs: a JSON body is
 * measured for depth without recursion, then every string and key in it, every query value and every
 * path segment is refused with 400 when it holds NUL, other control characters, a lone surrogate or a
 * date outside the years the tracker keeps. New routes inherit it because it sits on /api/*.
 */
export function inputBoundary(): MiddlewareHandler {
  return async (c, next) => {
    const refuse = (message: string) => c.json(errorBody('invalid_input', message), 400);
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return refuse('The address is not valid.');
    }
    const pathProblem = checkText(path, 'path');
    if (pathProblem) return refuse(pathProblem.message);
    for (const [name, values] of Object.entries(c.req.queries())) {
      for (const value of values) {
        const problem = checkText(name, 'query') ?? checkText(value, name);
        if (problem) return refuse(problem.message);
      }
    }
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && isJson(c.req.header('content-type'))) {
      const raw = c.req.raw;
      const text = await raw.clone().text();
      const verdict = checkJsonText(text);
      if (!verdict.ok) return refuse(verdict.message);
    }
    return next();
  };
}

function isJson(contentType: string | undefined): boolean {
  return contentType === undefined || /json/i.test(contentType);
}
