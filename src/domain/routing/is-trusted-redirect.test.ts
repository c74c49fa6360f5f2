import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTrustedRedirect } from './is-trusted-redirect';

const trusted = ['http://localhost:3000', 'capacitor://localhost'];

describe('isTrustedRedirect', () => {
  it('accepts paths on this site and URLs on trusted origins', () => {
    expect(isTrustedRedirect('/auth?type=signup', trusted)).toBe(true);
    expect(isTrustedRedirect('/', trusted)).toBe(true);
    expect(isTrustedRedirect('http://localhost:3000/app', trusted)).toBe(true);
    expect(isTrustedRedirect('capacitor://localhost/app', trusted)).toBe(true);
  });

  it('refuses other sites, protocol-relative and backslash tricks', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'http://localhost:3000.evil.example/',
      '/\tevil',
      'relative/path',
      '',
    ]) {
      expect(isTrustedRedirect(target, trusted), target).toBe(false);
    }
  });

  it('never accepts a target that a browser would resolve to another origin', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (target) => {
        if (!isTrustedRedirect(target, trusted)) return;
        const resolved = new URL(target, 'http://localhost:3000');
        expect(trusted).toContain(`${resolved.protocol}//${resolved.host}`);
      }),
    );
  });
});
