// npm start: builds the web app and bundles the server when either is missing or older than its
// sources, then serves the API and the built app from this one Node process.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
const serverBanner =
  "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);";

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

/** Each source folder is walked once per start, though the three builds share most of them. */
const newestBySource = new Map();

function isOlderThanSources(built, sources) {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => {
    if (!newestBySource.has(source)) newestBySource.set(source, newestMtime(join(root, source)));
    return newestBySource.get(source) > builtAt;
  });
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

// One bundle starts in half the time of compiling ~250 TypeScript modules on every start
// (docs/decisions/0006-server-start-up.md). The dependencies are bundled in too: node's ES module
// loader resolved, read and compiled ~1,000 of their files on every start (decision 0046). Split at
// the entry's dynamic import: index.mjs starts the embedded database, then loads the chunk with
// everything else, so the two overlap (decision 0035).
if (isOlderThanSources(serverBundle, serverSources)) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(root, 'src/server/index.ts')],
    outdir: dirname(serverBundle),
    outExtension: { '.js': '.mjs' },
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Left in node_modules: PGlite finds its WebAssembly and data files beside its own module (and the
    // worker thread loads it from there anyway), pino starts its transports from their files, and the
    // rest load at first use (decision 0035), so bundling them would only grow the bundle.
    external: ['@electric-sql/pglite', 'pino', 'stripe', 'openai', 'nodemailer', 'web-push', 'sql.js'],
    // The CommonJS dependencies call require, which an ES module lacks.
    banner: { js: serverBanner },
    sourcemap: 'linked',
    // Stack traces need only the mappings: node reads and parses the whole map at start-up.
    sourcesContent: false,
    write: false,
    logLevel: 'warning',
  });
  // Written aside and renamed, so a second server starting meanwhile never reads half a file. The
  // entry is renamed last: it names its chunks, which are then all in place.
  const entryLast = [...result.outputFiles].sort(
    (a, b) => (a.path === serverBundle) - (b.path === serverBundle),
  );
  for (const file of entryLast) {
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(`${file.path}.${process.pid}`, file.contents);
    renameSync(`${file.path}.${process.pid}`, file.path);
  }
  // The previous builds' chunks (their names carry a hash). A server loads all of its own at start-up
  // (the dependencies that load later are packages, not chunks), so none still needs them. Files
  // ending in a pid are another start's, still being written.
  const written = new Set(result.outputFiles.map((file) => file.path));
  const chunksDir = join(dirname(serverBundle), 'chunks');
  for (const entry of readdirSync(chunksDir)) {
    if (!written.has(join(chunksDir, entry)) && !/\.\d+$/.test(entry)) rmSync(join(chunksDir, entry));
  }
}

// `node scripts/start.mjs --build-only` stops here: the container image builds with it.
if (!process.argv.includes('--build-only')) {
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(serverBundle).href);
}
