import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTryEliteBannerShown } from './try-elite-banner';

describe('isTryEliteBannerShown', () => {
  it('shows only to signed-out visitors on small screens, on dashboards and the live demo, with billing on', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/u/ada', '/u/ada/live', '/d/abc123', '/live-demo', '/app', '/', '/pricing', '/u'),
        fc.integer({ min: 320, max: 1600 }),
        fc.boolean(),
        fc.boolean(),
        (pathname, windowWidth, signedOut, billing) => {
          const page = ['/u/ada', '/u/ada/live', '/d/abc123', '/live-demo'].includes(pathname);
          expect(isTryEliteBannerShown({ pathname, windowWidth, signedOut, billing })).toBe(
            page && windowWidth < 768 && signedOut && billing,
          );
        },
      ),
    );
  });
});
