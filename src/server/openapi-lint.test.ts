import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { createTestServer } from './test/test-server';

// What OpenAPI tools expect of a document (issue 38, bar 13): Redocly's recommended rules, run offline.
describe("the OpenAPI document under Redocly's recommended rules", () => {
  it('has no errors', async () => {
    const server = await createTestServer();
    const document = (await server.request('GET', '/api/openapi.json')).json;
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document, null, 2),
      absoluteRef: '/api/openapi.json',
      config,
    });
    const describe = (problem: (typeof problems)[number]) =>
      `${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`;
    const warnings = problems.filter((problem) => problem.severity === 'warn').map(describe);
    if (warnings.length > 0) console.log(`Redocly warnings (${warnings.length}):\n${warnings.join('\n')}`);
    expect(problems.filter((problem) => problem.severity === 'error').map(describe)).toEqual([]);
  });
});
