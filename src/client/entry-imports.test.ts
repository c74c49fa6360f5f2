import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = resolve(__dirname, '..');
// Static imports only: `import x from '…'`, `import '…'`, `export … from '…'`; `import type` and
// `import('…')` (a lazy chunk) are not part of the entry.
const staticImport = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveSource(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(srcDir, specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : null;
  if (base === null) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && !path.endsWith('/')) ?? null;
}

/** Every package the browser's entry loads before the first paint, reached through static imports. */
function packagesOfEntry(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(staticImport)) {
      if (!specifier) continue;
      const local = resolveSource(file, specifier);
      if (local) queue.push(local);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/'))
        packages.add(
          specifier
            .split('/')
            .slice(0, specifier.startsWith('@') ? 2 : 1)
            .join('/'),
        );
    }
  }
  return packages;
}

describe('the browser entry (issue 37: at most 150 KB gzip before /app paints)', () => {
  it('loads no zod, charts, Markdown, search or dialog library before the first paint', () => {
    const packages = packagesOfEntry(join(srcDir, 'client/main.tsx'));
    expect(packages).toContain('react-dom');
    for (const heavy of ['zod', 'recharts', 'react-markdown', 'minisearch', '@radix-ui/react-dialog'])
      expect(packages, `${heavy} is imported statically by the entry`).not.toContain(heavy);
  });
});
