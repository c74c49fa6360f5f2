import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { TQuerySeed, TRenderedPage } from '../../client/ssr/render-page';

export type { TQuerySeed, TRenderedPage };

/** React's render of one page of the web app (dist/ssr/render-page.js, built by npm run build). */
export type TRenderPage = (url: string, seeds: readonly TQuerySeed[]) => Promise<TRenderedPage | null>;

/**
 * Loads the server's renderer of public pages from the build (decision 0033), or undefined when that
 * build is absent: the pages are then sent as before, their text drawn by the browser.
 */
export async function loadPageRenderer(entryPath: string): Promise<TRenderPage | undefined> {
  if (!existsSync(entryPath)) return undefined;
  const module = (await import(pathToFileURL(entryPath).href)) as { renderPage: TRenderPage };
  return module.renderPage;
}

export type TPageRendererOnFirstUse = {
  renderPage: TRenderPage;
  /** Starts loading the renderer now (once): the server calls it when it is listening. */
  load: () => Promise<TRenderPage | undefined>;
};

/**
 * The renderer loaded at its first page or when `load` is called, whichever comes first. server-main
 * calls `load` once the server listens, so React's server renderer is not on the way to the first
 * answer after a restart (decision 0046); a page asked for meanwhile waits for it. A page is left to
 * the browser, as without the build, when the renderer is absent or failed to load.
 */
export function pageRendererOnFirstUse(entryPath: string): TPageRendererOnFirstUse {
  let loaded: Promise<TRenderPage | undefined> | undefined;
  const load = () => {
    loaded ??= loadPageRenderer(entryPath);
    return loaded;
  };
  return {
    load,
    renderPage: async (url, seeds) => {
      const render = await load();
      return render ? render(url, seeds) : null;
    },
  };
}
