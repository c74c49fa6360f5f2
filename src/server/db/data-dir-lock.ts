import { createHash } from 'node:crypto';
import { mkdirSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number | undefined) {
    super(
      `The data folder ${dataDir} is in use by another Compound server (pid ${pid ?? 'unknown'}). ` +
        'Stop that server first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

// sun_path holds 108 bytes on Linux and 104 on macOS; a longer folder gets a socket in tmpdir named by its hash.
const MAX_SOCKET_PATH = 100;

export function lockSocketPath(dataDir: string): string {
  const hash = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  if (process.platform === 'win32') return `\\\\.\\pipe\\compound-${hash}`;
  const inFolder = join(dataDir, 'server.sock');
  return inFolder.length <= MAX_SOCKET_PATH ? inFolder : join(tmpdir(), `compound-${hash}.sock`);
}

function listen(server: Server, path: string): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    server.once('error', (error) => resolve(error as NodeJS.ErrnoException));
    server.listen(path, () => resolve(null));
  });
}

/** Connects to the socket: the live owner answers with its pid; a socket file left by a dead owner refuses. */
function askOwner(path: string): Promise<{ alive: boolean; pid?: number }> {
  return new Promise((resolve) => {
    const socket = connect(path);
    let answer = '';
    socket.setTimeout(2_000, () => socket.destroy());
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ alive: error.code !== 'ECONNREFUSED' && error.code !== 'ENOENT' }),
    );
    socket.on('close', () => {
      const pid = Number.parseInt(answer, 10);
      resolve({ alive: true, pid: Number.isInteger(pid) ? pid : undefined });
    });
  });
}

/**
 * PGlite has no lock of its own between processes, so two servers on one folder would corrupt it.
 * The lock is a listening Unix socket: the kernel stops it when the owner dies (even by SIGKILL), so a
 * restart never waits, and liveness is a connection that answers, not a pid that may be reused or a zombie.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const path = lockSocketPath(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    const server = createServer((socket) => socket.end(String(process.pid)));
    const error = await listen(server, path);
    if (!error) {
      server.unref();
      return () => new Promise<void>((resolve) => server.close(() => resolve()));
    }
    if (error.code !== 'EADDRINUSE') throw error;
    const owner = await askOwner(path);
    if (owner.alive) throw new DataDirLockedError(dataDir, owner.pid);
    // The owner died without closing it: the file stays but nobody listens.
    try {
      unlinkSync(path);
    } catch {
      // another starter removed it first
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
