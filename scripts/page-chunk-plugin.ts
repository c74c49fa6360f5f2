import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { importSources, modulesInUse, readModuleLinks, type TModuleLinks } from './modules-in-use';

/**
 * Chunks shaped for the first load, where every file is one more request queued on the browser's
 * six connections: the entry takes every module it imports (no small shared chunks beside it), and
 * what `modules` (a page's lazy modules, paths from the project root) use that the entry does not
 * have goes into one chunk named `name`. Other pages using some of that load the whole chunk, which
 * is the tracker's and usually cached already.
 *
 * "Use" follows names through a package's index (`modulesInUse`): the module graph alone says that
 * `import { Plus } from 'lucide-react'` reaches every icon, and the chunk then took each icon any
 * page used, and React Query's hydration code that only server-rendered pages load.
 */
export function pageChunk(name: string, modules: readonly string[]): Plugin {
  const roots = modules.map((module) => resolve(module));
  let inUse = new Set<string>();
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
                { name, test: (id: string) => inUse.has(id) && !roots.includes(id), priority: 1 },
              ],
            },
          },
        },
      },
    }),
    async buildEnd() {
      const described = new Map<string, Promise<TModuleLinks | null>>();
      const describe = async (id: string): Promise<TModuleLinks | null> => {
        const info = this.getModuleInfo(id);
        if (!info?.code) return null;
        const program = this.parse(info.code);
        const sources = [...new Set(importSources(program))];
        const ids = await Promise.all(sources.map(async (source) => (await this.resolve(source, id))?.id));
        const resolved = new Map(sources.map((source, index) => [source, ids[index] ?? null]));
        return readModuleLinks(
          program,
          info.exports,
          info.importedIds,
          (source) => resolved.get(source) ?? null,
        );
      };
      inUse = await modulesInUse(roots, (id) => {
        if (!described.has(id)) described.set(id, describe(id));
        return described.get(id) as Promise<TModuleLinks | null>;
      });
    },
  };
}
