import { join } from 'node:path';

/**
 * The arguments to node that start the real server in a process of its own (cwd: the project root).
 * Normally its sources through tsx. When .ci/run has built the app from this same clean clone minutes
 * before (TEST_PREBUILT_DIST, its dist/), the server bundle of that build, which is what `npm start`
 * runs (scripts/start.mjs): it starts in about half the CPU time (decision 0006; measured here 28 s →
 * 13 s user+sys on the loaded CI machine), and the integration passes and scale-out checks start some
 * thirty servers.
 */
export function serverProcessArgs(): string[] {
  const prebuilt = process.env.TEST_PREBUILT_DIST;
  if (prebuilt) return ['--enable-source-maps', join(prebuilt, 'server/index.mjs')];
  return ['--import', 'tsx', 'src/server/index.ts'];
}
