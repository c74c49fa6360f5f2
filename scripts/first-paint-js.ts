import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { trackerModules } from '../src/domain/routing/first-load';

/** design.md: at most this much JavaScript (gzip, React included) before the first paint of /app. */
export const firstPaintJsBudgetKb = 150;

type TManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
};

export type TFirstPaintJs = {
  /** The entry, its static imports, and /app's modules (layout, page) with their static imports. */
  firstPaintKb: number;
  entryKb: number;
  files: string[];
  /** /app's modules the build has no chunk for (the figure then leaves them out). */
  missing: string[];
};

/**
 * JavaScript the browser must load before it can paint /app, in a client build's folder (read from
 * Vite's manifest), each file gzipped by Node's zlib. One measurer for `npm run bench -- bundle` and
 * the build test that holds the budget.
 */
export function measureFirstPaintJs(distDir: string): TFirstPaintJs {
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
  for (const module of trackerModules) collect(module);

  const gzipKb = (set: Set<string>) =>
    [...set].reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0) / 1024;
  return {
    firstPaintKb: gzipKb(files),
    entryKb: gzipKb(entryOnly),
    files: [...files],
    missing: trackerModules.filter((module) => !manifest[module]),
  };
}
