import type { TContentEntry } from './validate-content';

/**
 * The collections of content/ and where they are read: research articles and help under their own
 * index, the legal pages and the support page at the top of the site (/privacy, /service), lessons in
 * the signed-in area. Indexes list the entries in the order below; research lists the newest first.
 */
export type TCollectionName = 'research' | 'docs' | 'legal' | 'site' | 'education';

export type TSection = { path: string; title: string };

export const collectionSections: Readonly<Record<TCollectionName, TSection>> = {
  research: { path: '/research', title: 'Research' },
  docs: { path: '/docs', title: 'Help' },
  legal: { path: '/legal', title: 'Legal' },
  site: { path: '/docs', title: 'Help' },
  education: { path: '/in/education', title: 'Education' },
};

const fixedOrder: Readonly<Partial<Record<TCollectionName, readonly string[]>>> = {
  docs: [
    'getting-started',
    'tracker',
    'goals',
    'skills-and-mastery',
    'focus-sessions',
    'coach',
    'analytics',
    'accountability-and-sharing',
    'settings-and-data',
    'import-your-history',
    'plans-and-billing',
    'keyboard-shortcuts',
  ],
  legal: ['terms', 'privacy', 'data-safety', 'cookies', 'subscriptions', 'eula', 'disclaimer'],
  education: [
    'implementation-intentions',
    'habit-stacking',
    'smart-goals',
    'deliberate-practice',
    'strength-score',
    'recovering-after-a-missed-day',
  ],
};

/** The entries of one collection in reading order. */
export function sortCollection(
  collection: TCollectionName,
  entries: readonly TContentEntry[],
): TContentEntry[] {
  const own = entries.filter((entry) => entry.collection === collection);
  const order = fixedOrder[collection];
  if (!order) return own.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  const rank = (slug: string) => {
    const at = order.indexOf(slug);
    return at === -1 ? order.length : at;
  };
  return own.sort((a, b) => rank(a.slug) - rank(b.slug) || a.title.localeCompare(b.title));
}

/** The entries before and after one slug in a sorted collection, for "previous" and "next" links. */
export function findNeighbours(
  sorted: readonly TContentEntry[],
  slug: string,
): { previous: TContentEntry | null; next: TContentEntry | null } {
  const at = sorted.findIndex((entry) => entry.slug === slug);
  if (at === -1) return { previous: null, next: null };
  return { previous: sorted[at - 1] ?? null, next: sorted[at + 1] ?? null };
}

/** Words a help search matches: every word typed must appear in the title, description or text. */
export function matchesSearch(
  page: { title: string; description: string; body?: string },
  query: string,
): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${page.title} ${page.description} ${page.body ?? ''}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** The heading and lead of each public index; the lead is also its description for search results. */
export const indexPages = {
  research: {
    path: '/research',
    title: 'Research',
    lead: 'What studies of habits, goals and skill growth have found, and how Compound puts it to work. Every article cites the work it draws on.',
  },
  docs: {
    path: '/docs',
    title: 'Help',
    lead: 'How to use every part of Compound: the tracker, goals, skills, focus sessions, the coach, analytics, your data and your plan.',
  },
  legal: {
    path: '/legal',
    title: 'Legal',
    lead: 'The terms of using Compound, how we handle your data, the cookies we set, and how subscriptions, renewals and cancellation work.',
  },
} as const satisfies Record<string, TSection & { lead: string }>;

/** The links at the foot of every public page: what crawlers and readers use to find the content. */
export const footerLinks: readonly TSection[] = [
  // The demos a visitor can try before creating an account.
  { path: '/coach', title: 'Try the coach' },
  { path: '/analytics', title: 'Analytics demo' },
  { path: '/live-demo', title: 'Live demo' },
  { path: '/research', title: 'Research' },
  { path: '/docs', title: 'Help' },
  { path: '/service', title: 'Support' },
  { path: '/legal', title: 'Legal' },
  { path: '/privacy', title: 'Privacy' },
  { path: '/terms', title: 'Terms' },
];

/** Help pages that are built from code rather than content/docs (their text lives beside the logic). */
export const generatedDocsPages: readonly (TSection & { description: string })[] = [
  {
    path: '/docs/analytics-metrics',
    title: 'Analytics metrics',
    description:
      'How every number on the analytics page is counted: completion rates, streaks, strength, trends, the keystone habit, time tracked, goal pace and XP.',
  },
  {
    path: '/docs/api',
    title: 'API reference',
    description:
      'Every route of the Compound API with its parameters, request and answers, and how scripts sign in with a personal API token.',
  },
];
