/**
 * What /docs/api shows of the OpenAPI document the server writes from its route schemas: each
 * operation with its parameters, its request body and answers, and a JSON example built from each
 * schema, so the page can never describe a route differently from the route itself.
 */
export type TJsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  enum?: unknown[];
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  format?: string;
  minimum?: number;
  default?: unknown;
  example?: unknown;
  description?: string;
  additionalProperties?: boolean | TJsonSchema;
};

type TMediaContent = { content?: Record<string, { schema?: TJsonSchema }> };
type TParameter = {
  name: string;
  in: string;
  required?: boolean;
  schema?: TJsonSchema;
  description?: string;
};
type TOperation = {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: TParameter[];
  requestBody?: TMediaContent & { required?: boolean };
  responses?: Record<string, TMediaContent & { description?: string }>;
};
export type TOpenApiDocument = {
  servers?: { url: string }[];
  paths?: Record<string, Record<string, TOperation>>;
  components?: { schemas?: Record<string, TJsonSchema> };
};

export type TOperationSummary = {
  id: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  parameters: { name: string; in: string; required: boolean; type: string }[];
  requestExample: unknown;
  responses: { status: string; description: string; example: unknown }[];
};

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
const maxDepth = 6;

function resolve(schema: TJsonSchema | undefined, doc: TOpenApiDocument): TJsonSchema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return doc.components?.schemas?.[name];
}

/** A short type name for a parameter: string, integer, one of a|b… */
function typeName(schema: TJsonSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.enum) return `one of ${schema.enum.map(String).join(' | ')}`;
  if (Array.isArray(schema.type)) return schema.type.filter((type) => type !== 'null').join(' | ');
  return schema.format ? `${schema.type ?? 'any'} (${schema.format})` : (schema.type ?? 'any');
}

function exampleString(schema: TJsonSchema, key: string): string {
  if (schema.format === 'date' || /(^|_)date$/.test(key)) return '2026-11-25';
  if (schema.format === 'date-time' || /_at$/.test(key)) return '2026-11-25T08:30:00.000Z';
  if (schema.format === 'uuid' || key === 'id' || key.endsWith('_id'))
    return '0b7c2f5e-4d1a-4c39-9a57-3f1e2d6c8b90';
  if (schema.format === 'email' || key === 'email') return 'you@example.com';
  return key ? key.replace(/_/g, ' ') : 'text';
}

/** A plausible value for a schema: the example or default when it has one, else one built from its type. */
export function exampleFromSchema(
  schema: TJsonSchema | undefined,
  doc: TOpenApiDocument,
  key = '',
  depth = 0,
): unknown {
  const resolved = resolve(schema, doc);
  if (!resolved || depth > maxDepth) return null;
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.default !== undefined) return resolved.default;
  if (resolved.enum?.length) return resolved.enum[0];
  const variants = resolved.anyOf ?? resolved.oneOf;
  if (variants) {
    const first = variants.find((variant) => resolve(variant, doc)?.type !== 'null') ?? variants[0];
    return exampleFromSchema(first, doc, key, depth + 1);
  }
  if (resolved.allOf?.[0]) return exampleFromSchema(resolved.allOf[0], doc, key, depth + 1);
  const type = Array.isArray(resolved.type) ? resolved.type.find((name) => name !== 'null') : resolved.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(resolved.properties ?? {}).map(([name, property]) => [
          name,
          exampleFromSchema(property, doc, name, depth + 1),
        ]),
      );
    case 'array':
      return [exampleFromSchema(resolved.items, doc, key, depth + 1)];
    case 'integer':
    case 'number':
      return resolved.minimum !== undefined && resolved.minimum > 0 ? resolved.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      return exampleString(resolved, key);
    default:
      return null;
  }
}

const jsonSchemaOf = (media: TMediaContent | undefined) => media?.content?.['application/json']?.schema;

/** Every operation of the document, in the document's order, with examples of what goes in and out. */
export function summariseOpenApi(doc: TOpenApiDocument): TOperationSummary[] {
  // Paths are relative to the document's server; /api is where this server has always answered.
  const base = doc.servers?.[0]?.url ?? '/api';
  return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      if (!operation) return [];
      const body = jsonSchemaOf(operation.requestBody);
      return [
        {
          id: `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, ''),
          method: method.toUpperCase(),
          path: `${base}${path}`,
          summary: operation.summary ?? '',
          tag: operation.tags?.[0] ?? 'other',
          parameters: (operation.parameters ?? []).map((parameter) => ({
            name: parameter.name,
            in: parameter.in,
            required: parameter.required === true,
            type: typeName(resolve(parameter.schema, doc)),
          })),
          requestExample: body ? exampleFromSchema(body, doc) : null,
          responses: Object.entries(operation.responses ?? {}).map(([status, response]) => ({
            status,
            description: response.description ?? '',
            example:
              status.startsWith('2') && jsonSchemaOf(response)
                ? exampleFromSchema(jsonSchemaOf(response), doc)
                : null,
          })),
        },
      ];
    }),
  );
}

/** Operations whose method, path, summary or tag contains every word of the query (case-insensitive). */
export function filterOperations(
  operations: readonly TOperationSummary[],
  query: string,
): TOperationSummary[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return operations.filter((operation) => {
    const text = `${operation.method} ${operation.path} ${operation.summary} ${operation.tag}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
