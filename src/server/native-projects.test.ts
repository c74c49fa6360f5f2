import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './project-root';

const git = (...args: string[]) => spawnSync('git', args, { cwd: projectRoot, encoding: 'utf8' });

const inCheckout = git('rev-parse', '--is-inside-work-tree').stdout.trim() === 'true';

/**
 * Issue 17: `npm run native:sync` after a build leaves the committed iOS and Android projects as they are,
 * so nothing the apps need was forgotten in the repository. Run once (on PGlite), not again on PostgreSQL.
 */
describe.skipIf(!inCheckout || process.env.TEST_DATABASE_URL !== undefined)('the native projects', () => {
  it('are unchanged by npm run native:sync', { timeout: 240_000 }, () => {
    const before = git('status', '--porcelain', '--', 'android', 'ios').stdout;
    const sync = spawnSync('npm', ['run', 'native:sync'], {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, COMPOUND_SERVER_URL: 'http://localhost:3000' },
    });
    expect(sync.status, `${sync.stdout}\n${sync.stderr}`).toBe(0);
    expect(git('status', '--porcelain', '--', 'android', 'ios').stdout).toBe(before);
  });

  it('are not built without the server URL: the sync stops and says why (spec 5)', () => {
    const env = { ...process.env };
    delete env.COMPOUND_SERVER_URL;
    const sync = spawnSync('npm', ['run', 'native:sync'], { cwd: projectRoot, encoding: 'utf8', env });
    expect(sync.status).not.toBe(0);
    expect(sync.stderr).toContain('COMPOUND_SERVER_URL is not set');
  });
});
