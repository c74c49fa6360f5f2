import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstPaintJsBudgetKb, measureFirstPaintJs } from '../../../scripts/first-paint-js';

const root = join(import.meta.dirname, '../../..');
const reactDomVersion = JSON.parse(readFileSync(join(root, 'node_modules/react-dom/package.json'), 'utf8'))
  .version as string;

let scripts: { file: string; text: string }[] = [];
let outDir = '';

// A build, not a database: the PostgreSQL pass of the integration suite (TEST_DATABASE_URL) has nothing to add.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the browser build (decision 0033)', () => {
  // The production build, made here in a folder of its own (a dist/ left by an older build proves nothing),
  // or the one .ci/run made from this same clean clone minutes before (TEST_PREBUILT_DIST, its dist/):
  // CI builds the app once for these tests and the end-to-end servers.
  beforeAll(() => {
    const prebuilt = process.env.TEST_PREBUILT_DIST;
    if (prebuilt) outDir = join(prebuilt, 'client');
    else {
      outDir = mkdtempSync(join(tmpdir(), 'compound-client-build-'));
      const build = spawnSync(
        process.execPath,
        [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--logLevel', 'error'],
        {
          cwd: root,
          encoding: 'utf8',
          // NODE_ENV as `npm run build` has it: vitest's 'test' would make Vite build React's development code.
          env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
        },
      );
      if (build.status !== 0) throw new Error(`vite build failed: ${build.stderr}`);
    }
    const assets = join(outDir, 'assets');
    scripts = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, text: readFileSync(join(assets, file), 'utf8') }));
  }, 300_000);

  it('ships React DOM, the version in package.json', () => {
    const entry = scripts.find((script) => /^index-.*\.js$/.test(script.file));
    expect(entry?.text).toContain('rendererPackageName:`react-dom`');
    expect(entry?.text).toContain(`version:\`${reactDomVersion}\``);
  });

  // The bench's own measurer (`npm run bench -- bundle`), on this build.
  it(`loads at most ${firstPaintJsBudgetKb} KB of JavaScript (gzip) before /app's first paint`, () => {
    const { firstPaintKb, missing } = measureFirstPaintJs(outDir);
    expect(missing).toEqual([]);
    expect(firstPaintKb).toBeLessThanOrEqual(firstPaintJsBudgetKb);
  });

  it('ships no Preact in any script', () => {
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((script) => /preact/i.test(script.text)).map((script) => script.file)).toEqual([]);
  });
});
