import { describe, expect, it } from 'vitest';
import { missingServerMessage, readStartupProblem } from './startup-check';

describe('readStartupProblem', () => {
  it('stops a native build made without its server URL (spec 5)', () => {
    expect(readStartupProblem({ nativeBuild: true, serverUrl: '' })).toBe(missingServerMessage);
    expect(readStartupProblem({ nativeBuild: true, serverUrl: 'compound.example.com' })).toBe(
      missingServerMessage,
    );
    expect(missingServerMessage).toMatch(/built without the address of its Compound server/);
  });

  it('lets a native build with its server, and the web build, start', () => {
    expect(readStartupProblem({ nativeBuild: true, serverUrl: 'https://compound.example.com' })).toBeNull();
    expect(readStartupProblem({ nativeBuild: true, serverUrl: 'http://10.0.2.2:3000' })).toBeNull();
    expect(readStartupProblem({ nativeBuild: false, serverUrl: '' })).toBeNull();
  });
});
