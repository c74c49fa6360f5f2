import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appPlaceModules, parsePageCode, writePageCode } from './page-code';

const places = Object.keys(appPlaceModules);
const assetUrl = fc.stringMatching(/^\/assets\/[a-z0-9-]{1,20}\.js$/);

describe('page code', () => {
  it('reads back what the server wrote', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...places), fc.array(assetUrl, { maxLength: 6 })), (code) => {
        const html = writePageCode(code);
        const text = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
        expect(parsePageCode(text)).toEqual(code);
      }),
    );
  });

  it('never throws, and keeps only the app’s places with lists of the build’s files', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.constant(null)), (text) => {
        for (const [path, files] of Object.entries(parsePageCode(text))) {
          expect(places).toContain(path);
          for (const file of files) expect(file).toMatch(/^\/assets\//);
        }
      }),
    );
    expect(
      parsePageCode(
        JSON.stringify({
          '/in/goals': ['/assets/goals-1.js'],
          '/in/analytics': ['https://elsewhere.test/x.js'],
          '/elsewhere': ['/assets/x.js'],
          '/settings': ['/assets/../api/account'],
        }),
      ),
    ).toEqual({ '/in/goals': ['/assets/goals-1.js'] });
  });

  it('cannot end its own element', () => {
    expect(writePageCode({ '/in/goals': ['/assets/</script><script>x.js'] })).not.toContain('</script><');
  });
});
