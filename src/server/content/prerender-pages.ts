import { metricDefinitions } from '../../domain/analytics/metric-definitions';
import { appPublicPages, publicPageWords } from '../../domain/content/app-public-pages';
import {
  collectionSections,
  findNeighbours,
  footerLinks,
  generatedDocsPages,
  indexPages,
  sortCollection,
  type TCollectionName,
} from '../../domain/content/content-collections';
import { renderArticleHtml, renderIndexHtml } from '../../domain/content/content-page-html';
import { escapeHtml, renderMarkdown } from '../../domain/content/render-markdown';
import { contentPath, type TContentEntry } from '../../domain/content/validate-content';
import { matchPathPattern } from '../../domain/routing/match-path-pattern';
import type { TQuerySeed, TRenderedPage } from '../http/page-renderer';

/** A public page as the server sends it before any script runs: its head tags and its main column. */
export type TPrerenderedPage = {
  path: string;
  title: string;
  description: string;
  type: 'article' | 'website' | 'profile';
  mainHtml: string;
  /**
   * A page the web app draws itself: its text goes in a <noscript> beside an empty #root, for crawlers
   * and visitors without JavaScript, so the app's own first paint is not replaced (no layout shift).
   */
  drawnByApp?: boolean;
  /** Not listed in the sitemap (the sign-in pages). */
  unlisted?: boolean;
  /** An absolute address of the link-preview picture (a public dashboard's heatmap). */
  image?: string;
  /** Kept out of search results (an unlisted dashboard). */
  noindex?: boolean;
  /** Answers the page's own queries start from when the server renders it (a dashboard's). */
  seeds?: TQuerySeed[];
};

/** Collections whose entries are public pages (lessons need an account and are never pre-rendered). */
const publicCollections: readonly TCollectionName[] = ['research', 'docs', 'legal', 'site'];

/** Addresses whose last segment must name a published entry; any other slug is a 404. */
const slugPatterns = ['/research/:slug', '/docs/:slug', '/in/education/:slug'];

export type TPrerender = {
  /** The page for a path (trailing slash ignored), if it is a pre-rendered one. */
  find: (pathname: string) => TPrerenderedPage | undefined;
  /** A content address whose slug names nothing: the web app shows its not-found page, with a 404. */
  isMissingContent: (pathname: string) => boolean;
  /** Every pre-rendered path, for the sitemap. */
  paths: readonly string[];
};

/** `billing`: whether this server sells plans; without, the plan pages' head and text offer none. */
export function createPrerender(entries: readonly TContentEntry[], { billing = true } = {}): TPrerender {
  const pages = new Map<string, TPrerenderedPage>();
  const add = (page: TPrerenderedPage) => pages.set(page.path, page);
  for (const collection of publicCollections) {
    const sorted = sortCollection(collection, entries);
    for (const entry of sorted)
      add({
        path: contentPath(entry.collection, entry.slug),
        title: entry.title,
        description: entry.description,
        type: 'article',
        mainHtml: renderArticleHtml({
          entry,
          section: collectionSections[collection],
          ...findNeighbours(sorted, entry.slug),
        }),
      });
  }
  const listed = (collection: TCollectionName) =>
    sortCollection(collection, entries).map((entry) => ({
      path: contentPath(entry.collection, entry.slug),
      title: entry.title,
      description: entry.description,
    }));
  add(indexPage('research', listed('research')));
  add(indexPage('docs', [...listed('docs'), ...generatedDocsPages]));
  add(indexPage('legal', listed('legal')));
  add(analyticsMetricsPage());
  add(apiReferencePage());
  for (const page of appPublicPages.map((listed) => publicPageWords(listed, billing))) {
    add({
      path: page.path,
      title: page.title,
      description: page.lead,
      type: 'website',
      mainHtml: `<h1>${escapeHtml(page.heading)}</h1>\n<p>${escapeHtml(page.lead)}</p>`,
      drawnByApp: true,
      unlisted: page.unlisted === true,
    });
  }

  const known = new Set([
    ...pages.keys(),
    ...entries.map((entry) => contentPath(entry.collection, entry.slug)),
  ]);
  return {
    find: (pathname) => pages.get(normalize(pathname)),
    isMissingContent: (pathname) => {
      const path = normalize(pathname);
      return slugPatterns.some((pattern) => matchPathPattern(pattern, path)) && !known.has(path);
    },
    paths: [...pages.values()].filter((page) => !page.unlisted).map((page) => page.path),
  };
}

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

function indexPage(
  name: keyof typeof indexPages,
  items: readonly { path: string; title: string; description: string }[],
): TPrerenderedPage {
  const { path, title, lead } = indexPages[name];
  return {
    path,
    title,
    description: lead,
    type: 'website',
    mainHtml: renderIndexHtml({ title, lead, items }),
  };
}

/** /docs/analytics-metrics is a page of the app built from metric-definitions.ts; its text is pre-rendered too. */
function analyticsMetricsPage(): TPrerenderedPage {
  const [page] = generatedDocsPages;
  const markdown = metricDefinitions
    .map((metric) => `## ${metric.title}\n\n${metric.definition}\n\n\`\`\`\n${metric.formula}\n\`\`\``)
    .join('\n\n');
  return {
    path: page?.path ?? '/docs/analytics-metrics',
    title: page?.title ?? 'Analytics metrics',
    description: page?.description ?? '',
    type: 'article',
    mainHtml: [
      `<h1 class="text-2xl font-semibold tracking-tight sm:text-3xl">${escapeHtml(page?.title ?? '')}</h1>`,
      `<p class="mt-2 text-sm text-ink-muted">${escapeHtml(page?.description ?? '')}</p>`,
      `<div class="content-body mt-8">${renderMarkdown(markdown).html}</div>`,
    ].join('\n'),
  };
}

/** /docs/api renders the OpenAPI document in the browser; crawlers get its introduction. */
function apiReferencePage(): TPrerenderedPage {
  const page = generatedDocsPages.find((generated) => generated.path === '/docs/api');
  const title = page?.title ?? 'API reference';
  const description = page?.description ?? '';
  return {
    path: '/docs/api',
    title,
    description,
    type: 'article',
    mainHtml: [
      `<h1 class="text-2xl font-semibold tracking-tight sm:text-3xl">${escapeHtml(title)}</h1>`,
      `<p class="mt-2 text-sm text-ink-muted">${escapeHtml(description)}</p>`,
      '<p class="mt-4 text-sm">The machine-readable document is at <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>',
    ].join('\n'),
  };
}

const signInLinkClass =
  'inline-flex h-9 items-center justify-center rounded-lg px-3 text-sm font-medium whitespace-nowrap';

/** The header and footer around a pre-rendered page, like the web app's public pages. */
function renderShell(mainHtml: string): string {
  const footer = footerLinks
    .map(
      (link) =>
        `<li><a class="hover:text-ink hover:underline underline-offset-4" href="${escapeHtml(link.path)}">${escapeHtml(link.title)}</a></li>`,
    )
    .join('');
  return [
    '<div class="flex min-h-dvh flex-col">',
    '<header class="sticky top-0 z-30 border-b border-line/70 bg-canvas/85 pt-[env(safe-area-inset-top)] backdrop-blur-md">',
    '<div class="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">',
    '<a href="/" class="inline-flex items-center gap-2 rounded-lg text-base font-semibold tracking-tight text-ink"><svg aria-hidden="true" viewBox="0 0 32 32" class="size-7"><rect width="32" height="32" rx="8" class="fill-accent"></rect><path d="M8 22.5 13 17l4 3.5L24 11" fill="none" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" class="stroke-on-accent"></path></svg>Compound</a>',
    `<div class="ml-auto flex items-center gap-2"><a href="/auth" class="${signInLinkClass} hover:bg-surface-muted">Sign in</a><a href="/auth?mode=signup" class="${signInLinkClass} bg-accent text-on-accent">Get started</a></div>`,
    '</div></header>',
    `<main id="main" tabindex="-1" class="mx-auto w-full max-w-3xl flex-1 px-4 py-10 outline-none sm:px-6">${mainHtml}</main>`,
    '<footer class="border-t border-line/70 print:hidden"><div class="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-ink-subtle sm:flex-row sm:items-center sm:justify-between sm:px-6">',
    `<p>Compound: habits, goals and skills, with a coach.</p><nav aria-label="Site"><ul class="flex flex-wrap gap-x-4 gap-y-2">${footer}</ul></nav>`,
    '</div></footer>',
    '</div>',
  ].join('');
}

/**
 * The app shell (index.html) for a pre-rendered page: its own title, description, canonical address
 * and Open Graph tags in the head, and its content inside #root. With React's render of the page
 * (`rendered`, decision 0033) the browser hydrates it; without, the web app replaces the HTML string
 * with the same page once it has loaded. Every value is escaped.
 */
export function renderPrerenderedDocument(
  indexHtml: string,
  page: TPrerenderedPage,
  publicUrl: string,
  rendered: TRenderedPage | null = null,
): string {
  const url = escapeHtml(`${publicUrl}${page.path}`);
  const title = escapeHtml(`${page.title} · Compound`);
  const description = escapeHtml(page.description);
  const head = [
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:type" content="${page.type}">`,
    '<meta property="og:site_name" content="Compound">',
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url}">`,
    ...(page.image
      ? [
          `<meta property="og:image" content="${escapeHtml(page.image)}">`,
          '<meta property="og:image:width" content="1200">',
          '<meta property="og:image:height" content="630">',
          '<meta name="twitter:card" content="summary_large_image">',
          `<meta name="twitter:title" content="${escapeHtml(page.title)}">`,
          `<meta name="twitter:description" content="${description}">`,
          `<meta name="twitter:image" content="${escapeHtml(page.image)}">`,
        ]
      : ['<meta name="twitter:card" content="summary">']),
    ...(page.noindex ? ['<meta name="robots" content="noindex">'] : []),
  ].map((tag) => `    ${tag}\n`);
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', () => `${head.join('')}  </head>`)
    .replace('<div id="root"></div>', () =>
      rendered
        ? `<div id="root" data-server-rendered>${rendered.html}</div>${rendered.state}`
        : page.drawnByApp
          ? `<noscript>${renderShell(page.mainHtml)}</noscript><div id="root"></div>`
          : `<div id="root" data-prerendered>${renderShell(page.mainHtml)}</div>`,
    );
}
