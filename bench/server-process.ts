import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export type TBenchServer = {
  child: ChildProcess;
  port: number;
  url: string;
  startupMs: number;
  stop: () => Promise<void>;
};

/**
 * BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/profiles" profiles the servers of any section
 * (the real one and the bare one beside it), so their profiles compare like for like.
 */
export function benchNodeArgs(): string[] {
  return process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
}

/** Starts the real server process as npm start does and waits until /api/health answers. */
export async function startBenchServer(env: Record<string, string>, port: number): Promise<TBenchServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [...benchNodeArgs(), 'scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startupMs = performance.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      // A server killed on purpose (the scale-out bench) has a signalCode and no exitCode.
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { child, port, url, startupMs, stop };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function residentMemoryMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN);
  return kb / 1024;
}
