import fc from 'fast-check';
import { parseSync } from 'rolldown/utils';
import { describe, expect, it } from 'vitest';
import { importSources, modulesInUse, readModuleLinks, type TModuleLinks, WHOLE } from './modules-in-use';

/** A tiny bundle: module id → its code; sources are module ids themselves, `exports` listed by hand. */
function bundleOf(files: Record<string, { code: string; exports?: string[]; required?: string[] }>) {
  return async (id: string): Promise<TModuleLinks | null> => {
    const file = files[id];
    if (!file) return null;
    const { program } = parseSync(`${id}.js`, file.code);
    const sources = importSources(program).filter((source) => source in files);
    const importedIds = [...new Set([...sources, ...(file.required ?? [])])];
    return readModuleLinks(program, file.exports ?? [], importedIds, (source) =>
      source in files ? source : null,
    );
  };
}

const iconLibrary = {
  icons: {
    code: `"use strict";
import * as index from 'all-icons';
export { index as icons };
export { default as Plus, default as PlusIcon } from 'plus';
export { default as Minus } from 'minus';`,
    exports: ['icons', 'Plus', 'PlusIcon', 'Minus'],
  },
  'all-icons': { code: `export { default as Plus } from 'plus'; export { default as Minus } from 'minus';` },
  plus: { code: `import { make } from 'make-icon'; export default make('plus');`, exports: ['default'] },
  minus: { code: `import { make } from 'make-icon'; export default make('minus');`, exports: ['default'] },
  'make-icon': { code: 'export const make = (name) => name;', exports: ['make'] },
};

const queryLibrary = {
  'react-query': {
    code: `import { useQuery } from 'use-query'; export * from 'query-core'; export { useQuery };`,
    exports: ['useQuery', 'QueryClient', 'hydrate'],
  },
  'query-core': {
    code: `import { QueryClient } from 'query-client'; import { hydrate } from 'hydration';
export { QueryClient, hydrate };`,
    exports: ['QueryClient', 'hydrate'],
  },
  'use-query': { code: `import { QueryClient } from 'query-core'; export function useQuery() {}` },
  'query-client': { code: 'export class QueryClient {}' },
  hydration: { code: 'export function hydrate() {}' },
};

describe('modulesInUse (what the tracker chunk takes)', () => {
  it('takes the one icon a page imports from an icon library, not the library', async () => {
    const bundle = bundleOf({ ...iconLibrary, page: { code: `import { Plus } from 'icons'; Plus();` } });
    const used = await modulesInUse(['page'], bundle);
    expect(used).toContain('plus');
    expect(used).toContain('make-icon');
    expect(used).not.toContain('minus');
  });

  it('takes every icon when a page imports the library as a namespace or the `icons` object', async () => {
    for (const code of [`import * as all from 'icons'; all;`, `import { icons } from 'icons'; icons;`]) {
      const used = await modulesInUse(['page'], bundleOf({ ...iconLibrary, page: { code } }));
      expect(used, code).toContain('minus');
    }
  });

  it("follows `export *`: useQuery does not bring React Query's hydration, hydrate does", async () => {
    const tracker = `import { useQuery } from 'react-query'; useQuery();`;
    const hydrating = `import { hydrate } from 'react-query'; hydrate();`;
    const used = await modulesInUse(['page'], bundleOf({ ...queryLibrary, page: { code: tracker } }));
    expect([...used].sort()).toEqual(['page', 'query-client', 'query-core', 'react-query', 'use-query']);
    const hydrated = await modulesInUse(['page'], bundleOf({ ...queryLibrary, page: { code: hydrating } }));
    expect(hydrated).toContain('hydration');
  });

  it('takes a module whole when it is imported for its side effects or reached by `require`', async () => {
    const bundle = bundleOf({
      ...iconLibrary,
      page: { code: `import 'icons'; const polyfill = require('make-icon');`, required: ['make-icon'] },
    });
    const used = await modulesInUse(['page'], bundle);
    expect(used).toContain('minus');
    expect(used).toContain('make-icon');
  });

  it('is plain reachability when no module only re-exports', async () => {
    const graphs = fc.array(fc.array(fc.nat(7), { maxLength: 4 }), { minLength: 1, maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(graphs, async (edges) => {
        const ids = edges.map((_, index) => `m${index}`);
        const files = Object.fromEntries(
          edges.map((targets, index) => [
            `m${index}`,
            {
              code: `${targets
                .filter((target) => target < edges.length)
                .map((target) => `import { x as x${target} } from 'm${target}';`)
                .join('\n')}\nexport const x = 1;`,
              exports: ['x'],
            },
          ]),
        );
        const reachable = new Set<string>();
        const visit = (index: number) => {
          if (reachable.has(`m${index}`)) return;
          reachable.add(`m${index}`);
          for (const target of edges[index] ?? []) if (target < edges.length) visit(target);
        };
        visit(0);
        expect(await modulesInUse([ids[0] as string], bundleOf(files))).toEqual(reachable);
      }),
    );
  });

  it('reads a re-export-only module as one, and a module with code as not', () => {
    const read = (code: string) =>
      readModuleLinks(parseSync('m.js', code).program, [], [], (source) => source);
    expect(read(`'use strict'; export { a as b } from 'x'; export * from 'y';`)).toMatchObject({
      reexportsOnly: true,
      starExports: ['y'],
    });
    expect(read(`export { a as b } from 'x';`).reexports.get('b')).toEqual({ from: 'x', name: 'a' });
    expect(read(`import * as ns from 'x'; export { ns };`).reexports.get('ns')).toEqual({
      from: 'x',
      name: WHOLE,
    });
    expect(read(`import { a } from 'x'; export const b = a;`).reexportsOnly).toBe(false);
  });
});
