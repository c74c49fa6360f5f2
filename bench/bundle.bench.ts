import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { trackerModules } from '../src/domain/routing/first-load';
import type { TBenchResult } from './report';
import { root } from './server-process';

type TManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
};

/**
 * JavaScript the browser must load before it can paint /app: the entry, its static imports, and
 * the lazy chunks of /app's modules (its layout and its page) with their static imports (read from
 * Vite's manifest).
 */
export function benchBundle(): TBenchResult[] {
  const distDir = join(root, 'dist/client');
  const manifestPath = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('No build manifest: run npm run build first');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, TManifestChunk>;

  const files = new Set<string>();
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the build manifest');
  collect(entryKey);
  const entryOnly = new Set(files);
  const missing = trackerModules.filter((module) => !manifest[module]);
  for (const module of trackerModules) collect(module);

  const gzipKb = (set: Set<string>) =>
    [...set].reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0) / 1024;
  return [
    {
      name: 'JS before first paint of /app (gzip)',
      value: gzipKb(files),
      unit: 'KB',
      budget: 150,
      lowerIsBetter: true,
      note: missing.length === 0 ? `${files.size} files` : `not in the build: ${missing.join(', ')}`,
    },
    { name: 'JS of the entry alone (gzip)', value: gzipKb(entryOnly), unit: 'KB' },
  ];
}
