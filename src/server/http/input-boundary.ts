import type { Context, MiddlewareHandler } from 'hono';
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
      const text = await readBodyText(c);
      const verdict = checkJsonText(text);
      if (!verdict.ok) return refuse(verdict.message);
    }
    return next();
  };
}

function isJson(contentType: string | undefined): boolean {
  return contentType === undefined || /json/i.test(contentType);
}

/**
 * Better Auth reads the web Request itself (c.req.raw), and an import reads its bytes: those get a
 * clone. Every other route reads its body through Hono (c.req.json/text), which answers from the text
 * read here, so the body is read once, without turning Node's request into a web Request with a
 * stream (clone() does that: a tenth of a habit-log save's CPU, decision 0003).
 */
function readBodyText(c: Context): Promise<string> {
  const ownReader = c.req.path.startsWith('/api/auth/') || c.req.path === '/api/imports';
  return ownReader ? c.req.raw.clone().text() : c.req.text();
}
