import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './test/test-server';

type TMedia = { content?: Record<string, { schema?: unknown }> };
type TOperation = {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: TMedia;
  responses?: Record<string, TMedia>;
  parameters?: { name: string; in: string }[];
};

let server: TestServer;
let document: {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, TOperation>>;
  components?: { securitySchemes?: Record<string, Record<string, string>> };
};

beforeAll(async () => {
  server = await createTestServer();
  document = (await server.request('GET', '/api/openapi.json')).json;
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method,
      operation,
    })),
  );

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(document) as never);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  // Generated from the document: a route added without its schemas fails here.
  it('gives every route a request schema for its body and a schema for its success answer', () => {
    const missing: string[] = [];
    for (const { name, method, operation } of operations()) {
      const takesBody = ['post', 'put', 'patch'].includes(method);
      const bodySchemas = Object.values(operation.requestBody?.content ?? {}).filter((media) => media.schema);
      if (takesBody && bodySchemas.length === 0) missing.push(`${name}: request body`);
      const successes = Object.entries(operation.responses ?? {}).filter(([status]) =>
        status.startsWith('2'),
      );
      if (successes.length === 0) missing.push(`${name}: no success answer`);
      for (const [status, response] of successes) {
        const noContent = status === '202' || status === '204' || name.startsWith('GET /export');
        if (!noContent && !Object.values(response.content ?? {}).some((media) => media.schema)) {
          missing.push(`${name}: ${status} answer schema`);
        }
      }
    }
    console.log(`${operations().length} routes checked for request and response schemas`);
    expect(missing).toEqual([]);
  });

  // The header is read by the idempotency middleware rather than a route schema: it must still be documented.
  it('documents the Idempotency-Key header of the habit-log save', () => {
    const save = document.paths['/habit-logs']?.put;
    expect(save?.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
    );
  });

  // A generated client calls the server's URL plus the path: without /api it would get 404s (issue 38).
  it('names its server at /api, with every path relative to it', async () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/api' })]);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect((await server.request('GET', `${document.servers?.[0]?.url}/health`)).status).toBe(200);
  });

  it('declares the bearer API token and the session cookie', () => {
    expect(document.components?.securitySchemes).toEqual({
      bearerToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      sessionCookie: expect.objectContaining({
        type: 'apiKey',
        in: 'cookie',
        name: 'compound.session_token',
      }),
    });
  });

  it('gives every operation a unique operationId and a summary', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/goals/{id}']?.delete?.operationId).toBe('deleteGoalsById');
    expect(
      operations()
        .filter(({ operation }) => !operation.summary?.trim())
        .map(({ name }) => name),
    ).toEqual([]);
  });

  // The security each operation declares comes from the requireUser gate that guards it.
  it('asks for credentials exactly on the operations that refuse a signed-out caller', async () => {
    const signedIn = [{ bearerToken: [] }, { sessionCookie: [] }];
    for (const { name, method, operation } of operations()) {
      expect(operation.security, name).toBeDefined();
      if (method !== 'get' || name.includes('{') || operation.security?.length === 0) continue;
      const signedOut = await server.request('GET', `/api${name.slice('GET '.length)}`);
      expect(signedOut.status === 401, `${name} answered ${signedOut.status} signed out`).toBe(true);
    }
    expect(document.paths['/habits']?.get?.security).toEqual(signedIn);
    expect(document.paths['/skills/{id}/time-logs']?.post?.security).toEqual(signedIn);
    for (const open of ['/health', '/config', '/subscription/plans', '/public-dashboard']) {
      expect(document.paths[open]?.get?.security, open).toEqual([]);
    }
    expect(document.paths['/page-views']?.post?.security).toEqual([]);
  });

  // The body the server takes (docs/api.md): the subskill and the time in seconds or minutes.
  it('documents the practice log body by the names the server reads', () => {
    const body = document.paths['/skills/{id}/time-logs']?.post?.requestBody?.content?.['application/json']
      ?.schema as { properties?: Record<string, unknown>; required?: string[] };
    expect(Object.keys(body.properties ?? {})).toEqual(
      expect.arrayContaining(['subskill_id', 'seconds', 'minutes', 'date', 'quality_rating', 'habit_id']),
    );
    expect(body.properties).not.toHaveProperty('skill_id');
    expect(body.required).toEqual(['subskill_id']);
  });
});
