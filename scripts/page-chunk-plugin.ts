import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Chunks shaped for the first load, where every file is one more request queued on the browser's
 * six connections: the entry takes every module it imports (no small shared chunks beside it), and
 * what `modules` (a page's lazy modules, paths from the project root) import that the entry does not
 * have goes into one chunk named `name`. Other pages importing some of that load the
 * whole chunk, which is the tracker's and usually cached already.
 */
export function pageChunk(name: string, modules: readonly string[]): Plugin {
  const roots = modules.map((module) => resolve(module));
  const reachable = new Set<string>();
  return {
    name: 'compound:page-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'index', tags: ['$initial'], priority: 2 },
                // The modules themselves stay chunks of their own: the manifest names a chunk by its module.
                { name, test: (id: string) => reachable.has(id) && !roots.includes(id), priority: 1 },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const visit = (id: string) => {
        if (reachable.has(id)) return;
        reachable.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const root of roots) visit(root);
    },
  };
}
