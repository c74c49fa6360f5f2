import { describe, expect, it } from 'vitest';
import { isSiteAddress } from './site-addresses';

describe('isSiteAddress', () => {
  it.each([
    '/',
    '/pricing',
    '/research/habit-formation',
    '/docs',
    '/in/education/smart-goals',
    '/privacy-policy',
    '/u/ana/live',
    '/app/',
  ])('knows %s', (path) => expect(isSiteAddress(path)).toBe(true));

  it.each(['/nope', '/research/a/b', '/in/unknown', '/wp-login.php', '/app/extra'])(
    'does not know %s',
    (path) => expect(isSiteAddress(path)).toBe(false),
  );
});
