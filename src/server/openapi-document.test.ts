import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './test/test-server';

type TMedia = { content?: Record<string, { schema?: unknown }> };
type TOperation = {
  requestBody?: TMedia;
  responses?: Record<string, TMedia>;
  parameters?: { name: string; in: string }[];
};

let server: TestServer;
let document: { openapi: string; paths: Record<string, Record<string, TOperation>> };

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
});
