import type { TPublicDashboard } from './dashboards-api';
/** Public dashboards (issue 19): who may see one, and what its link name may be. */
export const dashboardVisibilities = ['public', 'unlisted', 'private'] as const;
export type TDashboardVisibility = (typeof dashboardVisibilities)[number];

export const slugMinLength = 3;
export const slugMaxLength = 32;
export const dashboardTitleMaxLength = 60;
export const dashboardBioMaxLength = 280;
/** Enough for any real dashboard, small enough that a page of heatmaps stays quick. */
export const maxDashboardItems = 30;
/** Days of history a shared habit's heatmap shows (a year, as on the analytics page). */
export const dashboardHeatmapDays = 365;

/** Names that are, or may become, addresses of the site or words people would mistake for the product. */
export const reservedSlugs: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'app',
  'auth',
  'compound',
  'dashboard',
  'demo',
  'edit',
  'help',
  'live',
  'live-demo',
  'login',
  'logout',
  'me',
  'new',
  'official',
  'settings',
  'support',
  'staff',
  'www',
]);

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What a user typed, as it is stored: trimmed and in lower case. */
export function normalizeSlug(value: string): string {
  return value.trim().toLowerCase();
}

/** Why a (normalized) link name cannot be used, or null when it can. */
export function describeSlugProblem(slug: string): string | null {
  if (slug.length < slugMinLength) return `A link name needs at least ${slugMinLength} characters.`;
  if (slug.length > slugMaxLength) return `A link name is at most ${slugMaxLength} characters.`;
  if (!slugPattern.test(slug)) {
    return 'Use lower-case letters, digits and single hyphens, starting and ending with a letter or digit.';
  }
  if (reservedSlugs.has(slug)) return `"${slug}" is reserved. Choose another link name.`;
  return null;
}

export const slugTakenMessage = (slug: string) => `The link name "${slug}" is taken. Choose another.`;
export const publicNeedsSlugMessage = 'A public dashboard needs a link name: it is the name in /u/{name}.';
export const dashboardNotFoundMessage = 'This dashboard does not exist or is no longer shared.';
export const dashboardAccessDeniedMessage = 'This dashboard is private.';

/** Where a dashboard can be opened: /u/{slug} only when public, /d/{hash} whenever it is not private. */
export function dashboardPaths(dashboard: {
  visibility: TDashboardVisibility;
  slug: string | null;
  hash: string;
}): { page: string | null; live: string | null; link: string | null } {
  const bySlug = dashboard.visibility === 'public' && dashboard.slug !== null;
  return {
    page: bySlug ? `/u/${dashboard.slug}` : null,
    live: bySlug ? `/u/${dashboard.slug}/live` : null,
    link: dashboard.visibility === 'private' ? null : `/d/${dashboard.hash}`,
  };
}

/**
 * Where the owner previews a private dashboard: its owner may open it at either address while signed in
 * (load-public-dashboard.ts), so the page by its link name when it has one, else the private link.
 */
export function ownerPreviewPath(dashboard: { slug: string | null; hash: string }): string {
  return dashboard.slug ? `/u/${dashboard.slug}` : `/d/${dashboard.hash}`;
}

/** What a dashboard is called: its title, else its owner's name, as the page's title and its image say. */
export function dashboardDisplayTitle(
  answer: Pick<TPublicDashboard, 'dashboard'> & Partial<Pick<TPublicDashboard, 'owner'>>,
): string {
  return answer.dashboard?.title || untitledDashboardTitle(answer.owner?.name);
}

/** What a dashboard left without a title is called: the settings' hint says it, so the two never differ. */
export function untitledDashboardTitle(ownerName: string | null | undefined): string {
  return ownerName ? `${ownerName}’s progress` : 'Shared progress';
}
