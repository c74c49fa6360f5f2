// npm start: builds the web app when it is missing or older than its sources, then serves
// the API and the built app from this one Node process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist/client/index.html');
const clientSources = [
  'index.html',
  'vite.config.ts',
  'public',
  'src/client',
  'src/domain',
  'package-lock.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    stat.mtimeMs,
  );
}

function isBuildStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return clientSources.some((source) => newestMtime(join(root, source)) > builtAt);
}

if (isBuildStale()) {
  console.log('Building the web app (first start, or its sources changed)…');
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import('../src/server/index.ts');
