import type { ESTree } from 'rolldown/utils';

/** Every export of a module is needed: a namespace import, a side-effect import, `require`. */
export const WHOLE = '*';
export type TNames = ReadonlySet<string> | typeof WHOLE;

/** What a module takes from the modules it imports, read from its import and export statements. */
export type TModuleLinks = {
  /** The names it exports (the bundler's list, which includes what `export *` brings in). */
  exports: readonly string[];
  /**
   * A module of nothing but imports and re-exports (a package's index): only what an importer asks
   * for is followed through it, so one icon taken from an icon library's index is not all of them.
   */
  reexportsOnly: boolean;
  /** Each module it imports, with the names it takes from it. */
  imports: ReadonlyMap<string, TNames>;
  /** Exported name → the module and the name there it stands for (`WHOLE` for a namespace). */
  reexports: ReadonlyMap<string, { from: string; name: string }>;
  /** The modules of its `export * from`. */
  starExports: readonly string[];
};

function importedName(specifier: ESTree.ImportDeclarationSpecifier): string {
  if (specifier.type === 'ImportDefaultSpecifier') return 'default';
  if (specifier.type === 'ImportNamespaceSpecifier') return WHOLE;
  return nameOf(specifier.imported);
}

function nameOf(node: ESTree.ModuleExportName): string {
  return node.type === 'Literal' ? String(node.value) : node.name;
}

const isDirective = (node: ESTree.Statement | ESTree.Directive | ESTree.ModuleDeclaration) =>
  node.type === 'ExpressionStatement' && 'directive' in node && typeof node.directive === 'string';

/** The sources of a module's import and re-export statements, for the bundler to resolve. */
export function importSources(program: ESTree.Program): string[] {
  return program.body.flatMap((node) =>
    (node.type === 'ImportDeclaration' ||
      node.type === 'ExportAllDeclaration' ||
      node.type === 'ExportNamedDeclaration') &&
    node.source
      ? [node.source.value]
      : [],
  );
}

/**
 * Reads a module's links from its parsed code. `resolve` turns an import's source into a module id
 * (null: not bundled). Modules the bundler saw imported that the statements do not name (a
 * `require`) are taken whole, so nothing used is ever left out.
 */
export function readModuleLinks(
  program: ESTree.Program,
  exports: readonly string[],
  importedIds: readonly string[],
  resolve: (source: string) => string | null,
): TModuleLinks {
  const imports = new Map<string, TNames>();
  const take = (id: string | null, name: string) => {
    if (id === null) return;
    const known = imports.get(id);
    if (known === WHOLE) return;
    imports.set(id, name === WHOLE ? WHOLE : new Set([...(known ?? []), name]));
  };
  const bindings = new Map<string, { from: string; name: string }>();
  const reexports = new Map<string, { from: string; name: string }>();
  const starExports: string[] = [];
  let reexportsOnly = true;

  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      const from = resolve(node.source.value);
      if (node.specifiers.length === 0) take(from, WHOLE);
      for (const specifier of node.specifiers) {
        take(from, importedName(specifier));
        if (from !== null) bindings.set(specifier.local.name, { from, name: importedName(specifier) });
      }
    } else if (node.type === 'ExportAllDeclaration') {
      const from = resolve(node.source.value);
      if (from === null) continue;
      take(from, WHOLE);
      if (node.exported) reexports.set(nameOf(node.exported), { from, name: WHOLE });
      else starExports.push(from);
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      const from = node.source ? resolve(node.source.value) : null;
      for (const specifier of node.specifiers) {
        const local = nameOf(specifier.local);
        const target = node.source
          ? from === null
            ? undefined
            : { from, name: local }
          : bindings.get(local);
        if (target) {
          take(target.from, target.name);
          reexports.set(nameOf(specifier.exported), target);
        } else reexportsOnly = false;
      }
    } else if (!isDirective(node)) reexportsOnly = false;
  }
  for (const id of importedIds) if (!imports.has(id)) imports.set(id, WHOLE);
  return { exports, reexportsOnly, imports, reexports, starExports };
}

/**
 * The modules that `roots` use, following imports statically and, through re-export-only modules,
 * only the names asked for. A bundler's module graph says that a package's index imports everything
 * in the package; this says which of those files the roots' code reaches (a re-export-only module
 * itself is listed when reached, though it holds no code). `describe` returns null for a module
 * outside the bundle.
 */
export async function modulesInUse(
  roots: readonly string[],
  describe: (id: string) => Promise<TModuleLinks | null>,
): Promise<Set<string>> {
  const asked = new Map<string, TNames>();
  const queue: [string, TNames][] = roots.map((root) => [root, WHOLE]);
  while (queue.length > 0) {
    const [id, names] = queue.pop() as [string, TNames];
    const links = await describe(id);
    const before = asked.get(id);
    if (!links || before === WHOLE) continue;
    const added = names === WHOLE ? WHOLE : new Set([...names].filter((name) => !before?.has(name)));
    if (added !== WHOLE && added.size === 0) continue;
    asked.set(id, added === WHOLE ? WHOLE : new Set([...(before ?? []), ...added]));
    if (!links.reexportsOnly || added === WHOLE) {
      // A module with code of its own is used whole once reached: its imports are followed once.
      if (before !== undefined && !links.reexportsOnly) continue;
      for (const [imported, importedNames] of links.imports) queue.push([imported, importedNames]);
      continue;
    }
    for (const name of added) {
      const target = links.reexports.get(name);
      if (target) queue.push([target.from, target.name === WHOLE ? WHOLE : new Set([target.name])]);
      else
        for (const star of links.starExports)
          if ((await describe(star))?.exports.includes(name)) queue.push([star, new Set([name])]);
    }
  }
  return new Set(asked.keys());
}
