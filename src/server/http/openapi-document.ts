import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';

/** Every signed-in operation takes either credential: a personal API token or the web app's session cookie. */
export const signedInSecurity = [{ bearerToken: [] }, { sessionCookie: [] }];

const securitySchemes = {
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'cmp_…',
    description: 'A personal API token (Settings → API tokens), sent as `Authorization: Bearer cmp_…`.',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    // Better Auth's cookie with our prefix (create-auth.ts); over HTTPS it carries the __Secure- prefix.
    name: 'compound.session_token',
    description: 'The web app’s session, set by signing in at /api/auth/sign-in/email.',
  },
} as const;

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** `post` + `/habits/{id}/logs` → `postHabitsByIdLogs`: stable, readable, and unique as method and path are. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = segment.match(/^\{(.+)\}$/)?.[1];
      return parameter ? ['by', ...parameter.split(/[^a-z0-9]+/i)] : segment.split(/[^a-z0-9]+/i);
    })
    .filter(Boolean);
  const capitalised = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return [method.toLowerCase(), ...capitalised].join('');
}

type TDocument = ReturnType<OpenAPIHono<AppEnv>['getOpenAPI31Document']>;

/** The document the API serves at /api/openapi.json: its server, its credentials and an id for every operation. */
export function apiDocument(api: OpenAPIHono<AppEnv>): TDocument {
  const document = api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Compound API',
      version: '1.0.0',
      description: 'JSON over /api. Errors: {"error": {"code", "message"}}.',
    },
    servers: [{ url: '/api', description: 'This server' }],
  });
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item[method];
      if (operation) operation.operationId ??= operationIdOf(method, path);
    }
  }
  document.components = { ...document.components, securitySchemes: { ...securitySchemes } };
  return document;
}
