import { formatCalendarDate } from '../dates/day-titles';
import type { TSection } from './content-collections';
import { escapeHtml, readingMinutes, renderMarkdown, renderSourceLine } from './render-markdown';
import { contentPath, type TContentEntry } from './validate-content';

/**
 * The HTML of a content page's main column, one string for both sides: the server sends it before any
 * script runs and the web app shows the very same string, so the page does not move when the app takes
 * over. Everything from the entry is escaped (titles here, the body by renderMarkdown).
 */
export type TArticleView = {
  entry: TContentEntry;
  section: TSection;
  previous: TContentEntry | null;
  next: TContentEntry | null;
};

const linkClass =
  'font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

export function renderArticleHtml({ entry, section, previous, next }: TArticleView): string {
  const { html, headings } = renderMarkdown(entry.body);
  const contents = headings.filter((heading) => heading.level === 2);
  const minutes = readingMinutes(entry.body);
  const parts = [
    `<nav aria-label="Breadcrumb" class="text-sm print:hidden"><a class="${linkClass}" href="${escapeHtml(section.path)}">${escapeHtml(section.title)}</a></nav>`,
    '<article class="mt-4">',
    '<header>',
    `<h1 class="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">${escapeHtml(entry.title)}</h1>`,
    `<p class="mt-3 text-lg text-ink-muted text-pretty">${escapeHtml(entry.description)}</p>`,
    `<p class="mt-3 text-sm text-ink-subtle">Updated <time datetime="${escapeHtml(entry.date)}">${escapeHtml(formatCalendarDate(entry.date))}</time> · ${minutes} min read</p>`,
    '</header>',
  ];
  if (contents.length >= 2)
    parts.push(
      '<nav aria-labelledby="article-contents" class="mt-8 rounded-xl border border-line bg-surface p-4 print:hidden">',
      '<h2 id="article-contents" class="text-sm font-semibold">On this page</h2>',
      `<ol class="mt-2 space-y-1 text-sm">${contents
        .map(
          (heading) =>
            `<li><a class="${linkClass}" href="#${escapeHtml(heading.id)}">${escapeHtml(heading.text)}</a></li>`,
        )
        .join('')}</ol>`,
      '</nav>',
    );
  parts.push(`<div class="content-body mt-8">${html}</div>`);
  if (entry.sources.length > 0)
    parts.push(
      '<section aria-labelledby="article-sources" class="content-body mt-10 border-t border-line pt-6">',
      '<h2 id="article-sources">Sources</h2>',
      `<ol>${entry.sources.map((source) => `<li>${renderSourceLine(source)}</li>`).join('')}</ol>`,
      '</section>',
    );
  parts.push('</article>');
  if (previous || next)
    parts.push(
      '<nav aria-label="More in this section" class="mt-12 grid gap-3 border-t border-line pt-6 sm:grid-cols-2 print:hidden">',
      previous ? neighbourLink(previous, 'Previous') : '<span></span>',
      next ? neighbourLink(next, 'Next', 'sm:text-right') : '',
      '</nav>',
    );
  return parts.join('\n');
}

function neighbourLink(entry: TContentEntry, label: string, align = ''): string {
  return `<a class="block rounded-xl border border-line bg-surface p-4 hover:border-line-strong focus-visible:outline-2 focus-visible:outline-focus ${align}" href="${escapeHtml(contentPath(entry.collection, entry.slug))}"><span class="block text-xs text-ink-subtle">${label}</span><span class="mt-1 block font-medium">${escapeHtml(entry.title)}</span></a>`;
}

export type TIndexView = {
  title: string;
  lead: string;
  items: readonly { path: string; title: string; description: string }[];
};

/** An index of entries: its heading, a lead paragraph and one linked card per entry. */
export function renderIndexHtml({ title, lead, items }: TIndexView): string {
  const cards = items.map(
    (item) =>
      `<li><a class="block rounded-xl border border-line bg-surface p-5 hover:border-line-strong focus-visible:outline-2 focus-visible:outline-focus" href="${escapeHtml(item.path)}"><span class="block text-lg font-semibold">${escapeHtml(item.title)}</span><span class="mt-1 block text-ink-muted text-pretty">${escapeHtml(item.description)}</span></a></li>`,
  );
  return [
    `<h1 class="text-3xl font-semibold tracking-tight sm:text-4xl">${escapeHtml(title)}</h1>`,
    `<p class="mt-3 text-lg text-ink-muted text-pretty">${escapeHtml(lead)}</p>`,
    `<ul class="mt-8 space-y-3">${cards.join('')}</ul>`,
  ].join('\n');
}
