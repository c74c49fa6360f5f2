import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

/** A separate process that holds the lock until killed; resolves once it holds it. */
function holdLockInChild(dataDir: string) {
  const script = `import { lockDataDir } from ${JSON.stringify(lockModule)};
await lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const locked = new Promise<void>((resolve) => child.stdout.on('data', () => resolve()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return { child, locked, exited };
}

const freshDir = () => mkdtempSync(join(tmpdir(), 'i24-lock-'));

describe('the data-folder lock', () => {
  it('is free again at once when its owner is killed with SIGKILL', async () => {
    const dataDir = freshDir();
    const owner = holdLockInChild(dataDir);
    await owner.locked;
    owner.child.kill('SIGKILL');
    await owner.exited;
    const startedAt = performance.now();
    const unlock = await lockDataDir(dataDir);
    expect(performance.now() - startedAt).toBeLessThan(200);
    await unlock();
  }, 30_000);

  it('refuses a live owner, naming its pid', async () => {
    const dataDir = freshDir();
    const owner = holdLockInChild(dataDir);
    await owner.locked;
    try {
      await expect(lockDataDir(dataDir)).rejects.toThrow(
        new DataDirLockedError(dataDir, owner.child.pid).message,
      );
    } finally {
      owner.child.kill('SIGKILL');
    }
  }, 30_000);

  it('is not fooled by an old pid lock file naming a live, unrelated process', async () => {
    const dataDir = freshDir();
    writeFileSync(join(dataDir, 'server.lock'), String(process.ppid));
    const unlock = await lockDataDir(dataDir);
    await unlock();
  });

  it('can be taken again after it is released', async () => {
    const dataDir = freshDir();
    await (await lockDataDir(dataDir))();
    await (await lockDataDir(dataDir))();
  });
});
