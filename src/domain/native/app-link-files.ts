/**
 * The files a server publishes under /.well-known so Android and iOS open its links in the apps
 * (decision 0017): Digital Asset Links for Android App Links, the apple-app-site-association for
 * universal links. Paths match the app's intent filter (android/app/src/main/AndroidManifest.xml).
 */
export const appLinkPaths = [
  '/api/auth/verify-email',
  '/reset-password',
  '/welcome-invite',
  '/onboarding-invite',
  '/auth',
];

export function buildAssetLinks(packageName: string, certificateFingerprints: readonly string[]) {
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: packageName,
        sha256_cert_fingerprints: [...certificateFingerprints],
      },
    },
  ];
}

export function buildAppleAppSiteAssociation(teamId: string, bundleId: string) {
  return {
    applinks: {
      details: [
        {
          appIDs: [`${teamId}.${bundleId}`],
          components: appLinkPaths.map((path) => ({ '/': path === '/auth' ? path : `${path}*` })),
        },
      ],
    },
  };
}
