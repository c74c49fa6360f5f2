import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZPageViewEvent } from './page-view-schemas';
import { asksNotToBeTracked, redactPageLocation, redactPagePath, toRecordedPageView } from './page-views';

// Paths made of a few plain, secret-looking and odd segments: fast enough for a loaded machine.
const pathArbitrary = fc
  .array(fc.oneof(fc.constantFrom('d', 'in', 'app', '', 'x'), fc.string({ maxLength: 12 }), fc.uuid()), {
    maxLength: 5,
  })
  .map((segments) => `/${segments.join('/')}`);

describe('redactPagePath', () => {
  it('keeps an ordinary path, and hides dashboard secrets and record ids', () => {
    expect(redactPagePath('/in/goals')).toBe('/in/goals');
    expect(redactPagePath('/d/4f9a0c2be81d')).toBe('/d/:hash');
    expect(redactPagePath('/in/mastery/0b6f1c1e-8d2c-4d5e-9a7b-2f3e4d5c6b7a')).toBe('/in/mastery/:id');
    expect(redactPagePath('/reset-password?token=secret#frag')).toBe('/reset-password');
  });

  it('never keeps a query string, a fragment or a dashboard hash, whatever the path', () => {
    fc.assert(
      fc.property(
        pathArbitrary,
        fc.string({ maxLength: 20 }),
        fc.string({ maxLength: 20 }),
        (path, query, fragment) => {
          const kept = redactPagePath(`${path}?${query}#${fragment}`);
          expect(kept).not.toContain('?');
          expect(kept).not.toContain('#');
          expect(kept.length).toBeLessThanOrEqual(300);
          if (/^\/d\/[^/]/.test(kept)) expect(kept.split('/')[2]).toBe(':hash');
        },
      ),
    );
  });
});

describe('redactPageLocation', () => {
  it('keeps the origin and the redacted path only', () => {
    expect(redactPageLocation('https://habits.example.com/auth?mode=signup&token=abc#x')).toBe(
      'https://habits.example.com/auth',
    );
    expect(redactPageLocation('https://habits.example.com/d/abcdef?x=1')).toBe(
      'https://habits.example.com/d/:hash',
    );
  });
});

describe('toRecordedPageView', () => {
  it('records path, location and title, bounded', () => {
    const event = ZPageViewEvent.parse({
      path: '/pricing',
      location: 'https://habits.example.com/pricing?ref=mail',
      title: `Plans · Compound${' '.repeat(3)}`,
    });
    expect(toRecordedPageView(event)).toEqual({
      path: '/pricing',
      location: 'https://habits.example.com/pricing',
      title: 'Plans · Compound',
    });
    expect(toRecordedPageView({ ...event, title: 'x'.repeat(500) }).title).toHaveLength(200);
  });

  it('refuses a path without its slash and a location that is not an http address', () => {
    expect(
      ZPageViewEvent.safeParse({ path: 'pricing', location: 'https://a.example/', title: '' }).success,
    ).toBe(false);
    expect(ZPageViewEvent.safeParse({ path: '/', location: 'javascript:alert(1)', title: '' }).success).toBe(
      false,
    );
  });
});

describe('asksNotToBeTracked', () => {
  it('honours DNT: 1 and Sec-GPC: 1, and nothing else', () => {
    expect(asksNotToBeTracked({ dnt: '1' })).toBe(true);
    expect(asksNotToBeTracked({ gpc: '1' })).toBe(true);
    expect(asksNotToBeTracked({ dnt: '0', gpc: null })).toBe(false);
    expect(asksNotToBeTracked({})).toBe(false);
  });
});
