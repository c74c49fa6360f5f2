import { describe, expect, it } from 'vitest';
import { buildForwardRequest } from './page-view-forwarding';

const view = { path: '/pricing', location: 'https://habits.example.com/pricing', title: 'Plans · Compound' };
const context = {
  userAgent: 'Mozilla/5.0 (Test)',
  now: new Date('2026-11-28T09:00:00Z'),
  anonymousId: '5b0c1f0e-2222-4f5e-9a7b-2f3e4d5c6b7a',
};

describe('buildForwardRequest', () => {
  it("speaks Plausible's Events API: a pageview with url and domain, the browser's user agent, no address", () => {
    const request = buildForwardRequest(
      { kind: 'plausible', url: 'https://plausible.io/api/event' },
      view,
      context,
    );
    expect(request.url).toBe('https://plausible.io/api/event');
    expect(request.headers).toEqual({
      'content-type': 'application/json',
      'user-agent': 'Mozilla/5.0 (Test)',
    });
    expect(JSON.parse(request.body)).toEqual({
      name: 'pageview',
      url: 'https://habits.example.com/pricing',
      domain: 'habits.example.com',
    });
  });

  it("speaks PostHog's capture API: an anonymous $pageview with the project key", () => {
    const request = buildForwardRequest(
      { kind: 'posthog', url: 'https://eu.i.posthog.com/i/v0/e/', apiKey: 'phc_test' },
      view,
      context,
    );
    expect(request.headers).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(request.body)).toEqual({
      api_key: 'phc_test',
      event: '$pageview',
      distinct_id: context.anonymousId,
      timestamp: '2026-11-28T09:00:00.000Z',
      properties: {
        $current_url: 'https://habits.example.com/pricing',
        $pathname: '/pricing',
        title: 'Plans · Compound',
        $process_person_profile: false,
      },
    });
  });
});
