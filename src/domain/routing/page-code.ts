/**
 * The module each place of the signed-in app's navigation loads, as paths from the project root. The
 * server names their chunks, and what those import, in every signed-in page (`page-code`), so the app
 * can fetch a place's code ahead (spec 9 "Prefetch delays") without running it: `import()` would
 * evaluate the page and its libraries (zod's schemas, 150 ms on a slowed phone) on the tracker's
 * main thread. They must be the modules the route table loads for these paths (route-table.test.ts).
 */
export const appPlaceModules: Readonly<Record<string, string>> = {
  '/app': 'src/client/pages/today/today-page.tsx',
  '/in/analytics': 'src/client/pages/analytics/analytics-page.tsx',
  '/in/goals': 'src/client/pages/goals/goals-page.tsx',
  '/in/assistant': 'src/client/pages/coach/assistant-page.tsx',
  '/in/accountability': 'src/client/pages/accountability/accountability-page.tsx',
  '/in/mastery': 'src/client/pages/mastery/mastery-page.tsx',
  '/in/education': 'src/client/pages/education/education-page.tsx',
  '/settings': 'src/client/pages/settings/settings-page.tsx',
};

/** Per place of the app, the files of its code (URLs from the origin). */
export type TPageCode = Readonly<Record<string, readonly string[]>>;

/** The `<script type="application/json">` that carries the page code; JSON is never run, so no CSP rule. */
export const pageCodeElementId = 'page-code';

const isAssetUrl = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/assets/') && !value.includes('..');

/**
 * The page code in the element's text. Anything else (no element, a page from the service worker's
 * shell, an older server) is nothing to fetch, and only the build's own files are ever fetched.
 */
export function parsePageCode(text: string | null | undefined): TPageCode {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).flatMap(([path, files]) =>
      path in appPlaceModules && Array.isArray(files) && files.every(isAssetUrl) ? [[path, files]] : [],
    ),
  );
}

/** The element's HTML: `<` is escaped so no file name can end it. */
export function writePageCode(code: TPageCode): string {
  return `<script type="application/json" id="${pageCodeElementId}">${JSON.stringify(code).replace(/</g, '\\u003c')}</script>`;
}
