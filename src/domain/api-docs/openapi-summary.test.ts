import { describe, expect, it } from 'vitest';
import {
  exampleFromSchema,
  filterOperations,
  summariseOpenApi,
  type TOpenApiDocument,
} from './openapi-summary';

const doc: TOpenApiDocument = {
  components: {
    schemas: {
      ApiError: {
        type: 'object',
        properties: {
          error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } },
        },
      },
      Token: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          scope: { type: 'string', enum: ['read', 'write'] },
          last_used_at: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          count: { type: 'integer', minimum: 0 },
        },
      },
    },
  },
  paths: {
    '/api-tokens': {
      get: {
        tags: ['API tokens'],
        responses: {
          200: {
            description: 'Your tokens',
            content: {
              'application/json': {
                schema: { type: 'array', items: { $ref: '#/components/schemas/Token' } },
              },
            },
          },
          401: {
            description: 'Not signed in',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
          },
        },
      },
      post: {
        tags: ['API tokens'],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { name: { type: 'string' }, scope: { type: 'string', enum: ['read', 'write'] } },
              },
            },
          },
        },
        responses: { 201: { description: 'Created' } },
      },
    },
    '/habits/{id}': {
      delete: {
        tags: ['habits'],
        summary: 'Delete a habit',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: { 204: { description: 'Deleted' } },
      },
    },
  },
};

describe('summariseOpenApi', () => {
  it('lists every operation under /api with its parameters, body example and answers', () => {
    const operations = summariseOpenApi(doc);
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      'GET /api/api-tokens',
      'POST /api/api-tokens',
      'DELETE /api/habits/{id}',
    ]);
    expect(operations[0]?.responses).toEqual([
      {
        status: '200',
        description: 'Your tokens',
        example: [
          {
            id: '0b7c2f5e-4d1a-4c39-9a57-3f1e2d6c8b90',
            scope: 'read',
            last_used_at: '2026-11-25T08:30:00.000Z',
            count: 1,
          },
        ],
      },
      { status: '401', description: 'Not signed in', example: null },
    ]);
    expect(operations[1]?.requestExample).toEqual({ name: 'name', scope: 'read' });
    expect(operations[2]?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, type: 'string (uuid)' },
    ]);
  });

  it('puts each path under the document’s server and carries its summary', () => {
    const operations = summariseOpenApi({ ...doc, servers: [{ url: '/v2' }] });
    expect(operations.map((operation) => operation.path)).toEqual([
      '/v2/api-tokens',
      '/v2/api-tokens',
      '/v2/habits/{id}',
    ]);
    expect(operations.map((operation) => operation.summary)).toEqual(['', '', 'Delete a habit']);
  });

  it('stops at a schema that refers to itself', () => {
    const loop: TOpenApiDocument = {
      components: {
        schemas: { Node: { type: 'object', properties: { child: { $ref: '#/components/schemas/Node' } } } },
      },
    };
    expect(
      JSON.stringify(exampleFromSchema({ $ref: '#/components/schemas/Node' }, loop)).length,
    ).toBeLessThan(200);
  });
});

describe('filterOperations', () => {
  it('keeps operations matching every word of the query', () => {
    const operations = summariseOpenApi(doc);
    expect(filterOperations(operations, 'tokens post').map((operation) => operation.method)).toEqual([
      'POST',
    ]);
    expect(filterOperations(operations, '')).toHaveLength(3);
    expect(filterOperations(operations, 'delete a habit').map((operation) => operation.path)).toEqual([
      '/api/habits/{id}',
    ]);
  });
});
