import { describe, expect, it } from 'vitest';
import { findNeighbours, matchesSearch, sortCollection } from './content-collections';
import { renderArticleHtml } from './content-page-html';
import type { TContentEntry } from './validate-content';

const entry = (collection: string, slug: string, date = '2026-11-25', body = 'Text.'): TContentEntry => ({
  collection,
  slug,
  title: `Title ${slug}`,
  description: `About ${slug}`,
  date,
  sources: [],
  prompt: '',
  body,
});

describe('sortCollection', () => {
  it('lists research newest first and the help in its fixed order, unknown pages last', () => {
    const research = sortCollection('research', [
      entry('research', 'old', '2025-01-01'),
      entry('research', 'new', '2026-01-01'),
      entry('docs', 'tracker'),
    ]);
    expect(research.map((item) => item.slug)).toEqual(['new', 'old']);
    const docs = sortCollection('docs', [
      entry('docs', 'zzz'),
      entry('docs', 'coach'),
      entry('docs', 'tracker'),
    ]);
    expect(docs.map((item) => item.slug)).toEqual(['tracker', 'coach', 'zzz']);
  });
});

describe('findNeighbours', () => {
  it('gives the entries before and after, and none at the ends', () => {
    const sorted = [entry('docs', 'a'), entry('docs', 'b'), entry('docs', 'c')];
    expect(findNeighbours(sorted, 'b')).toEqual({ previous: sorted[0], next: sorted[2] });
    expect(findNeighbours(sorted, 'a').previous).toBeNull();
    expect(findNeighbours(sorted, 'missing')).toEqual({ previous: null, next: null });
  });
});

describe('matchesSearch', () => {
  it('needs every word typed, in any case, anywhere in the page', () => {
    const page = entry('docs', 'settings-and-data', '2026-11-25', 'Download JSON or CSV.');
    expect(matchesSearch(page, '  ')).toBe(true);
    expect(matchesSearch(page, 'csv DOWNLOAD')).toBe(true);
    expect(matchesSearch(page, 'csv streak')).toBe(false);
  });
});

describe('renderArticleHtml', () => {
  it('shows the contents from two sections up, the sources, and links to the neighbours', () => {
    const article = {
      ...entry('research', 'b', '2026-11-25', '## One\n\nText.\n\n## Two\n\nMore text.'),
      sources: ['Author (2020). A study. https://doi.org/10.1/x'],
    };
    const html = renderArticleHtml({
      entry: article,
      section: { path: '/research', title: 'Research' },
      previous: entry('research', 'a'),
      next: null,
    });
    expect(html).toContain('<h1 class="text-3xl');
    expect(html).toContain('<a class="font-medium text-accent');
    expect(html).toContain('href="#one"');
    expect(html).toContain('href="#two"');
    expect(html).toContain('<a href="https://doi.org/10.1/x">');
    expect(html).toContain('href="/research/a"');
    expect(html).toContain('1 min read');
    const short = renderArticleHtml({
      entry: entry('docs', 'c', '2026-11-25', '## Only\n\nText.'),
      section: { path: '/docs', title: 'Help' },
      previous: null,
      next: null,
    });
    expect(short).not.toContain('On this page');
    expect(short).not.toContain('More in this section');
  });
});
