// npm start: builds the web app and bundles the server when either is missing or older than its
// sources, then serves the API and the built app from this one Node process.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist/client/index.html');
const clientSources = [
  'index.html',
  'vite.config.ts',
  'public',
  'src/client',
  'src/domain',
  // The pages bundle the Markdown of content/ (the server reads it at start, so needs no rebuild).
  'content',
  'package-lock.json',
];
const pageRenderer = join(root, 'dist/ssr/render-page.js');
const serverBundle = join(root, 'dist/server/index.mjs');
const serverSources = ['src/server', 'src/domain', 'package-lock.json', 'scripts/start.mjs'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

function isOlderThanSources(built, sources) {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > builtAt);
}

if (isOlderThanSources(builtIndex, clientSources)) {
  console.log('Building the web app (first start, or its sources changed)…');
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
      // Vite's notice about its future native config loader is for us, not for someone starting the
      // product: on a first start it read like an error. `npm run build` and `npm run dev` still show it.
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server's React renderer of public pages (decision 0033), from the same sources as the web app.
if (isOlderThanSources(pageRenderer, [...clientSources, 'vite.ssr.config.ts'])) {
  const build = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'vite.ssr.config.ts',
      '--logLevel',
      'warn',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// One bundled file starts in half the time of compiling ~250 TypeScript modules on every start
// (docs/decisions/0006-server-start-up.md). Dependencies stay in node_modules.
if (isOlderThanSources(serverBundle, serverSources)) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(root, 'src/server/index.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
  });
  mkdirSync(dirname(serverBundle), { recursive: true });
  // Written aside and renamed, so a second server starting meanwhile never reads half a file.
  for (const file of result.outputFiles) {
    writeFileSync(`${file.path}.${process.pid}`, file.contents);
    renameSync(`${file.path}.${process.pid}`, file.path);
  }
}

// `node scripts/start.mjs --build-only` stops here: the container image builds with it.
if (!process.argv.includes('--build-only')) {
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(serverBundle).href);
}
