import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyticsModules, analyticsRequest, firstLoad, landingModules, trackerModules } from './first-load';

const at = (address: string, signedIn = true) =>
  firstLoad(new URL(address, 'https://compound.test'), { signedIn });

describe('firstLoad', () => {
  it('names the tracker’s modules and its day for /app, today without a readable date', () => {
    expect(at('/app')).toEqual({
      modules: trackerModules,
      requests: ['/api/session', '/api/habits?include_archived=false'],
    });
    expect(at('/app/?date=2026-02-30').requests).toEqual([
      '/api/session',
      '/api/habits?include_archived=false',
    ]);
    expect(at('/app?date=2026-01-05').requests).toEqual([
      '/api/session',
      '/api/habits?date=2026-01-05&include_archived=false',
    ]);
  });

  it('names analytics’ modules and the report of the period in the address for /in/analytics', () => {
    expect(at('/in/analytics?period=year')).toEqual({
      modules: analyticsModules,
      requests: ['/api/session', '/api/analytics?period=year'],
    });
    // No period, or one the page does not offer, is the page's default: 30 days.
    expect(at('/in/analytics').requests).toEqual(['/api/session', analyticsRequest('30d')]);
    expect(at('/in/analytics?period=2y').requests).toEqual(['/api/session', '/api/analytics?period=30d']);
    expect(at('/in/analytics?period=year', false)).toEqual({ modules: [], requests: ['/api/session'] });
  });

  it('asks only who is signed in on every other page, and on /app without a session', () => {
    for (const address of ['/auth', '/in/goals', '/app/other', '/pricing/other']) {
      expect(at(address)).toEqual({ modules: [], requests: ['/api/session'] });
    }
    expect(at('/app', false)).toEqual({ modules: [], requests: ['/api/session'] });
  });

  it('names the landing page’s module on the pages it draws, signed in or not', () => {
    for (const address of ['/', '/pricing', '/pricing/', '/7daytrial']) {
      expect(at(address)).toEqual({ modules: landingModules, requests: ['/api/session'] });
      expect(at(address, false)).toEqual({ modules: landingModules, requests: ['/api/session'] });
    }
  });

  it('names modules that exist (a renamed page would silently lose its preload)', () => {
    for (const module of [...trackerModules, ...analyticsModules, ...landingModules])
      expect(existsSync(module), module).toBe(true);
  });
});
