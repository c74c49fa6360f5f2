import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiTokenHint, isApiTokenSecret, ZCreateApiTokenRequest } from './api-tokens-api';

describe('ZCreateApiTokenRequest', () => {
  it('takes a trimmed name of 1 to 60 characters and a scope', () => {
    expect(ZCreateApiTokenRequest.parse({ name: '  Home dashboard ', scope: 'read' })).toEqual({
      name: 'Home dashboard',
      scope: 'read',
    });
  });

  it('says what is wrong with a missing name, a long one or an unknown scope', () => {
    const messages = (input: unknown) =>
      ZCreateApiTokenRequest.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ name: '  ', scope: 'read' })).toEqual([
      'Name the token, for example after the script that uses it.',
    ]);
    expect(messages({ name: 'x'.repeat(61), scope: 'write' })).toEqual([
      'A token name is at most 60 characters.',
    ]);
    expect(messages({ name: 'Zapier', scope: 'admin' })).toEqual(['Choose read or read-and-write.']);
  });

  it('accepts every name of 1 to 60 visible characters', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 60 }).filter((name) => name.trim() === name && name.length > 0),
        (name) => {
          expect(ZCreateApiTokenRequest.safeParse({ name, scope: 'write' }).success).toBe(true);
        },
      ),
    );
  });
});

describe('apiTokenHint', () => {
  it('shows the prefix and four characters, never the rest', () => {
    expect(apiTokenHint('cmp_AbCdEfGhIjKl')).toBe('cmp_AbCd…');
    expect(isApiTokenSecret('cmp_AbCd')).toBe(true);
    expect(isApiTokenSecret('sessiontoken.signature')).toBe(false);
  });
});
