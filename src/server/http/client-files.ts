import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { getMimeType } from 'hono/utils/mime';

type TEncoding = 'br' | 'gzip';
type TBytes = Uint8Array<ArrayBuffer>;

const readBytes = async (path: string): Promise<TBytes> => new Uint8Array(await readFile(path));

/** A built file as sent: its bytes as built, and its precompressed copies where the build wrote them. */
export type TClientFile = { type: string; raw: TBytes; encoded: Partial<Record<TEncoding, TBytes>> };

/** Best first: brotli is smaller, gzip is what every client takes (browsers send br only over TLS). */
const encodings: readonly [TEncoding, string][] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/**
 * The files of the built web app, read once at start-up (source maps when first asked for) and then
 * answered from memory: an answer is one write, so the scripts of a first load do not wait behind
 * the event loop, which PGlite holds while it runs a query. Only files present at start-up exist (no
 * path is ever joined from a request); dot folders (Vite's manifest) and the compressed copies
 * themselves are not served.
 */
export function createClientFiles(distDir: string): (path: string) => Promise<TClientFile> | null {
  const onDisk = new Set(
    readdirSync(distDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(distDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
      .filter((path) => !path.includes('/.')),
  );
  const isCopy = (path: string) =>
    encodings.some(([, suffix]) => path.endsWith(suffix) && onDisk.has(path.slice(0, -suffix.length)));
  const servable = new Set([...onDisk].filter((path) => !isCopy(path)));
  const loaded = new Map<string, Promise<TClientFile>>();

  const load = async (path: string): Promise<TClientFile> => {
    const file = join(distDir, path);
    const present = encodings.filter(([, suffix]) => onDisk.has(`${path}${suffix}`));
    const [raw, ...copies] = await Promise.all([
      readBytes(file),
      ...present.map(([, suffix]) => readBytes(`${file}${suffix}`)),
    ]);
    return {
      type: getMimeType(path) ?? 'application/octet-stream',
      raw,
      encoded: Object.fromEntries(present.map(([encoding], index) => [encoding, copies[index]])),
    };
  };

  const read = (path: string) => {
    if (!servable.has(path)) return null;
    let file = loaded.get(path);
    if (!file) {
      file = load(path);
      loaded.set(path, file);
      // A failed read (the build replaced meanwhile) is tried again by the next request.
      file.catch(() => loaded.delete(path));
    }
    return file;
  };
  // Read now, not on the first visit: that visit's API reads would otherwise run between the reads.
  // Source maps wait until someone opens the developer tools.
  for (const path of servable) if (!path.endsWith('.map')) read(path);
  return read;
}

/** The encoding to answer with: the best one the client accepts (a `q=0` refuses) and the build wrote. */
export function chooseEncoding(file: TClientFile, acceptEncoding: string | undefined): TEncoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  return (
    encodings
      .map(([encoding]) => encoding)
      .find((encoding) => accepted.has(encoding) && file.encoded[encoding]) ?? null
  );
}
