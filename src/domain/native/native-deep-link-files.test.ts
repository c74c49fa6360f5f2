import { describe, expect, it } from 'vitest';
import { androidDeepLinkResource, iosEntitlements } from './native-deep-link-files';

describe('the deep-link files', () => {
  it('name the server host for Android App Links and iOS associated domains', () => {
    expect(androidDeepLinkResource('habits.example.com')).toContain(
      '<string name="deep_link_host" translatable="false">habits.example.com</string>',
    );
    expect(iosEntitlements('habits.example.com')).toContain('<string>applinks:habits.example.com</string>');
  });

  it('escape what XML would read as markup', () => {
    expect(androidDeepLinkResource('a<b')).toContain('a&#60;b');
    expect(iosEntitlements('a&b')).toContain('applinks:a&#38;b');
  });
});
