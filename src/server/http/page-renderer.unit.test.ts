import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageRendererOnFirstUse } from './page-renderer';

const dir = mkdtempSync(join(tmpdir(), 'compound-page-renderer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stand-in for dist/ssr/render-page.js that counts how often node evaluates it. */
function writeRenderer(name: string): string {
  const path = join(dir, name);
  writeFileSync(
    path,
    `globalThis.rendererLoads = (globalThis.rendererLoads ?? 0) + 1;
     export async function renderPage(url) { return { html: 'page ' + url, state: '' }; }`,
  );
  return path;
}

describe('pageRendererOnFirstUse', () => {
  it('renders a page asked for before the server loaded it, and loads it once', async () => {
    const renderer = pageRendererOnFirstUse(writeRenderer('once.mjs'));
    const [page] = await Promise.all([renderer.renderPage('http://localhost/pricing', []), renderer.load()]);
    await renderer.load();
    expect(page?.html).toBe('page http://localhost/pricing');
    expect((globalThis as { rendererLoads?: number }).rendererLoads).toBe(1);
  });

  it('leaves the page to the browser when there is no build', async () => {
    const renderer = pageRendererOnFirstUse(join(dir, 'missing.mjs'));
    expect(await renderer.renderPage('http://localhost/', [])).toBeNull();
    expect(await renderer.load()).toBeUndefined();
  });
});
