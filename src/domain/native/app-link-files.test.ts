import { describe, expect, it } from 'vitest';
import { appLinkPaths, buildAppleAppSiteAssociation, buildAssetLinks } from './app-link-files';

describe('the app link files', () => {
  it('name the Android package and its signing certificates', () => {
    expect(buildAssetLinks('app.compound.tracker', ['AA:BB'])).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'app.compound.tracker',
          sha256_cert_fingerprints: ['AA:BB'],
        },
      },
    ]);
  });

  it('name the iOS app and every path the apps open', () => {
    const file = buildAppleAppSiteAssociation('TEAM123456', 'app.compound.tracker');
    const details = file.applinks.details[0];
    expect(details?.appIDs).toEqual(['TEAM123456.app.compound.tracker']);
    expect(details?.components).toHaveLength(appLinkPaths.length);
    expect(details?.components).toContainEqual({ '/': '/reset-password*' });
  });
});
