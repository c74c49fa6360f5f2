/**
 * Hostile requests generated from the API's own OpenAPI document, so a route added tomorrow is fuzzed
 * without a new test (decision 0026). Deterministic: the same seed gives the same requests.
 */

type TSchema = {
  type?: string | string[];
  properties?: Record<string, TSchema>;
  items?: TSchema;
  enum?: unknown[];
  anyOf?: TSchema[];
  oneOf?: TSchema[];
  allOf?: TSchema[];
  format?: string;
  $ref?: string;
};
type TParameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: TSchema };
type TOperation = {
  parameters?: TParameter[];
  requestBody?: { content?: Record<string, { schema?: TSchema }> };
};
export type TOpenApiDocument = {
  paths: Record<string, Record<string, TOperation>>;
  components?: { schemas?: Record<string, TSchema> };
};
export type TRoute = { method: string; path: string; operation: TOperation };
export type TFuzzRequest = { method: string; url: string; body?: string; contentType?: string };

function nest(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

// Stands for JSON nested 4,500 levels deep inside a field (JSON.stringify itself could not write it).
const deepMarker = 'fuzz:deep-json';
const deepJson = `${'{"a":['.repeat(2_250)}1${']}'.repeat(2_250)}`;
const writeBody = (value: unknown) =>
  (JSON.stringify(value) ?? 'null').replaceAll(`"${deepMarker}"`, deepJson);

/** The values an attacker tries in any field; each must be refused or handled, never crash the server. */
export const hostileValues: readonly unknown[] = [
  'nul\u0000inside',
  '\u0000',
  'bell\u0007and\u001bescape',
  'line\nbreak\r\nforged INFO E-mail to x@example.com: Reset your password https://evil.example',
  'lone \uD800 surrogate',
  '0000-01-01',
  '10000-01-01',
  '0000-01-01T00:00:00Z',
  '+010000-01-01T00:00:00.000Z',
  '1899-12-31',
  '9999-12-31',
  '2026-02-30',
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER * 1024,
  -1,
  0,
  1.5,
  '99999999999999999999999999',
  true,
  null,
  [],
  {},
  [[[[['deep']]]]],
  deepMarker,
  { __proto__: { polluted: true } },
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  'x'.repeat(20_000),
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  '__proto__',
  'constructor',
];

/** Raw bodies that are not a single well-formed object. */
const hostileBodies: readonly string[] = [
  nest(5_000),
  `{"a":${nest(100)}}`,
  `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`,
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  '"just a string"',
  '12345678901234567890e400',
  'null',
  '[]',
  '{',
  'not json at all',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '',
];

const pathValues: readonly string[] = [
  '00000000-0000-4000-8000-000000000000',
  '2026-01-01',
  '0000-01-01',
  '10000-01-01',
  '-1',
  '1e308',
  '99999999999999999999',
  'nul%00inside',
  '%0aINFO%20forged',
  '%ED%A0%80',
  '%E0%A4%A',
  '__proto__',
  'constructor',
  'x'.repeat(2_000),
];

export function listRoutes(document: TOpenApiDocument): TRoute[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/** A small seeded generator (mulberry32): failures are reproducible from the printed request. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

type TRandom = ReturnType<typeof createRandom>;

function resolve(schema: TSchema | undefined, document: TOpenApiDocument): TSchema {
  if (!schema) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').at(-1) ?? '';
    return resolve(document.components?.schemas?.[name], document);
  }
  return schema;
}

/** A plausible value for a schema, so that a mutation deep inside a valid body reaches the service. */
function plausible(schema: TSchema, document: TOpenApiDocument, random: TRandom, depth = 0): unknown {
  const resolved = resolve(schema, document);
  const variants = resolved.anyOf ?? resolved.oneOf;
  if (variants?.length) return plausible(random.pick(variants), document, random, depth);
  if (resolved.allOf?.length) {
    return Object.assign({}, ...resolved.allOf.map((part) => plausible(part, document, random, depth)));
  }
  if (resolved.enum?.length) return random.pick(resolved.enum);
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  if (type === 'object' || resolved.properties) {
    if (depth > 4) return {};
    return Object.fromEntries(
      Object.entries(resolved.properties ?? {}).map(([key, value]) => [
        key,
        plausible(value, document, random, depth + 1),
      ]),
    );
  }
  if (type === 'array')
    return depth > 4 ? [] : [plausible(resolved.items ?? {}, document, random, depth + 1)];
  if (type === 'integer' || type === 'number') return random.pick([1, 5, 30]);
  if (type === 'boolean') return random.pick([true, false]);
  if (resolved.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (resolved.format === 'date') return '2026-01-01';
  if (resolved.format === 'date-time') return '2026-01-01T10:00:00.000Z';
  return random.pick([
    '2026-01-01',
    'Read',
    'Europe/Berlin',
    'daily',
    '00000000-0000-4000-8000-000000000000',
  ]);
}

/** Replaces one randomly chosen leaf (or the whole value) with a hostile value. */
function mutate(value: unknown, random: TRandom): unknown {
  if (value === null || typeof value !== 'object' || random.next() < 0.15) return random.pick(hostileValues);
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;
  const keys = Object.keys(copy);
  if (keys.length === 0 || random.next() < 0.1) {
    copy[random.pick(['__proto__', 'constructor', 'extra\u0000key', 'prototype'])] =
      random.pick(hostileValues);
    return copy;
  }
  const key = random.pick(keys);
  copy[key] = mutate(copy[key], random);
  return copy;
}

function jsonSchemaOf(operation: TOperation): TSchema | undefined {
  const content = operation.requestBody?.content;
  return content?.['application/json']?.schema;
}

function fillPath(path: string, operation: TOperation, random: TRandom): string {
  return path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
    return parameter && random.next() < 0.3
      ? encodeURIComponent(String(random.pick(['2026-01-01', '00000000-0000-4000-8000-000000000000'])))
      : random.pick(pathValues);
  });
}

/** A lone surrogate cannot be percent-encoded; its raw UTF-8 bytes (invalid) are sent instead. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function fillQuery(operation: TOperation, random: TRandom): string {
  const parameters = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const pairs = parameters.map((parameter) => {
    const value = random.next() < 0.7 ? random.pick(hostileValues) : random.pick(pathValues);
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return `${encode(parameter.name)}=${encode(text ?? '')}`;
  });
  if (random.next() < 0.2) pairs.push(`__proto__=${encodeURIComponent(String(random.pick(pathValues)))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** count requests for one route: a third mutate a plausible body, the rest mix hostile bodies, paths and queries. */
export function fuzzRequests(route: TRoute, document: TOpenApiDocument, count: number, seed: number) {
  const random = createRandom(seed);
  const bodySchema = jsonSchemaOf(route.operation);
  const requests: TFuzzRequest[] = [];
  for (let index = 0; index < count; index++) {
    const url = `/api${fillPath(route.path, route.operation, random)}${fillQuery(route.operation, random)}`;
    if (route.method === 'GET' || route.method === 'DELETE') {
      requests.push({ method: route.method, url });
      continue;
    }
    const roll = random.next();
    let body: string;
    if (roll < 0.45 && bodySchema) body = writeBody(mutate(plausible(bodySchema, document, random), random));
    else if (roll < 0.75) body = random.pick(hostileBodies);
    else body = writeBody(random.pick(hostileValues));
    const contentType = random.next() < 0.05 ? 'text/plain' : 'application/json';
    requests.push({ method: route.method, url, body, contentType });
  }
  return requests;
}
