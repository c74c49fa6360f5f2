import { describe, expect, it } from 'vitest';
import { matchPathPattern } from './match-path-pattern';

describe('matchPathPattern', () => {
  it('matches static paths, with or without a trailing slash', () => {
    expect(matchPathPattern('/', '/')).toBe(true);
    expect(matchPathPattern('/app', '/app')).toBe(true);
    expect(matchPathPattern('/app', '/app/')).toBe(true);
    expect(matchPathPattern('/app', '/apps')).toBe(false);
    expect(matchPathPattern('/', '/app')).toBe(false);
  });

  it('lets a parameter stand for one segment', () => {
    expect(matchPathPattern('/research/:slug', '/research/sleep')).toBe(true);
    expect(matchPathPattern('/research/:slug', '/research')).toBe(false);
    expect(matchPathPattern('/research/:slug', '/research/sleep/more')).toBe(false);
    expect(matchPathPattern('/u/:slug/live', '/u/ana/live')).toBe(true);
  });
});
