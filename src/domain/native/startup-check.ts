/**
 * Spec 5: the app "fails at start-up if the backend URL or public key is missing". The iOS and
 * Android bundles (built by `npm run native:sync`) must carry their server's origin; one that does
 * not would send every request to the web view's own origin, where no Compound server answers. The
 * web build talks to the origin that served it, so it needs none.
 */
export const missingServerTitle = 'Compound cannot start';
export const missingServerMessage =
  'This copy of the app was built without the address of its Compound server, so it has nothing to connect to. Whoever built it needs to build it again with COMPOUND_SERVER_URL set.';

export function readStartupProblem(build: { nativeBuild: boolean; serverUrl: string }): string | null {
  if (!build.nativeBuild) return null;
  try {
    const { protocol } = new URL(build.serverUrl.trim());
    return protocol === 'https:' || protocol === 'http:' ? null : missingServerMessage;
  } catch {
    return missingServerMessage;
  }
}
