import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const shippedConfig = fileURLToPath(new URL('../../../deploy/haproxy.cfg', import.meta.url));

/**
 * deploy/haproxy.cfg as shipped, with only its bind address and its server list (between the
 * "servers" markers) pointed at local ports: what the tests and the bench exercise is the operator's file.
 */
export function localHaproxyConfig(frontPort: number, serverPorts: number[]): string {
  const shipped = readFileSync(shippedConfig, 'utf8');
  const servers = serverPorts.map((port, index) => `    server app${index + 1} 127.0.0.1:${port} check`);
  const replaced = shipped
    .replace(/^ {4}bind :8080$/m, `    bind 127.0.0.1:${frontPort}`)
    .replace(/( {4}# servers begin\n)[\s\S]*?( {4}# servers end)/, `$1${servers.join('\n')}\n$2`);
  if (replaced === shipped || !replaced.includes(`bind 127.0.0.1:${frontPort}`)) {
    throw new Error('deploy/haproxy.cfg lost its bind line or its servers markers');
  }
  return replaced;
}

export type THaproxy = { url: string; child: ChildProcess; output: () => string; stop: () => Promise<void> };

/** Runs the real haproxy binary in the foreground on that configuration; resolves once a server answers through it. */
export async function startHaproxy(frontPort: number, serverPorts: number[]): Promise<THaproxy> {
  const folder = mkdtempSync(join(tmpdir(), 'compound-haproxy-'));
  const config = join(folder, 'haproxy.cfg');
  writeFileSync(config, localHaproxyConfig(frontPort, serverPorts));
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const url = `http://127.0.0.1:${frontPort}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`haproxy did not answer on ${frontPort}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, output: () => output, stop };
}
